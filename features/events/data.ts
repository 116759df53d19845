import 'server-only';
import { eq, or } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { EventDto, EventFields } from './dto';
import { getDb } from '@/lib/db/client';
import { events } from './tables';
import type { Locale } from '@/lib/i18n/locales';
import type { eventCreateSchema, eventUpdateSchema } from './adminValidation';
import { draftsOf, withDraft } from '@/features/history/drafts';
import { contentItems } from '@/features/history/lifecycle';
import { asJson } from '@/lib/data/cache';
import { imageAfter, pictureUploads, type UploadedFile } from '@/lib/data/files';
import { imageAltsOf, imageFocusOf } from '@/lib/validation/content';
import { storedTexts, textValues } from '@/lib/validation/texts';
import { eventTexts } from './texts';
import { eventCollection } from './collection';
import { byDate, eventIn, type EventRow, type SiteEvent } from './published';

type EventInput = z.output<typeof eventUpdateSchema>;

export function eventDto(row: EventRow): EventDto {
  return {
    id: row.id,
    published: row.published,
    ...eventFieldsDto(row),
    ...draftsOf(events, row, eventFieldsDto),
  };
}

function eventFieldsDto(row: EventRow): EventFields {
  return {
    ...textValues(eventTexts, row),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    link: row.link,
    image: row.image,
    imageAltAr: row.imageAltAr,
  };
}

/** Every event, published or not, by its dates (a few a year: not paged). */
export async function listEvents(): Promise<EventDto[]> {
  const rows = await getDb()
    .select()
    .from(events)
    .orderBy(...byDate);
  return rows.map(eventDto);
}

/** The stored fields of the event form; its picture is a new upload, or the one `shown` had. */
function eventFields(
  input: EventInput,
  shown: EventRow['image'] | undefined,
  file: UploadedFile | undefined,
) {
  const alts = imageAltsOf(input, 'image');
  return {
    ...storedTexts(eventTexts, input),
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    link: input.link,
    image: imageAfter(file, shown, alts.alt, alts.decorative, imageFocusOf(input, 'image')),
    imageAltAr: alts.altAr,
  };
}

const items = contentItems<EventRow, EventDto, EventInput>({
  kind: eventCollection,
  dto: eventDto,
  uploads: pictureUploads(['image'], 'photo'),
  fields: (input, shown, { image }) => eventFields(input, shown?.image, image),
  pictures: (row) => [row.image],
});

/** A new event: unpublished until staff publish it, or at its `publishAt`. */
export const createEvent = (input: z.output<typeof eventCreateSchema>) => items.create(input);
/** Save, Publish changes or Save as draft (`asDraft`) of an event: see saveContent. */
export const updateEvent = items.update;
export const setEventPublished = items.setPublished;
export const deleteEvent = items.remove;

/**
 * The events as staff see them in preview (lib/auth/preview.ts): read now, never cached, each with
 * its draft; the published ones and `shownId` (the one previewed, published or not).
 */
export async function readEventsPreview(locale: Locale, shownId: number | null): Promise<SiteEvent[]> {
  const rows = await getDb()
    .select()
    .from(events)
    .where(or(eq(events.published, true), eq(events.id, shownId ?? 0)))
    .orderBy(...byDate);
  return rows.map((row) => asJson(eventIn(locale, withDraft(events, row))));
}
