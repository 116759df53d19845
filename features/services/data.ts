import 'server-only';
import { asc, eq, or } from 'drizzle-orm';
import type { ServiceDto, ServiceFields } from './dto';
import { getDb } from '@/lib/db/client';
import { services } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type * as z from 'zod/mini';
import type { serviceCreateSchema, serviceUpdateSchema } from './adminValidation';
import { asJson, cachedReader, tags, type Cached } from '@/lib/data/cache';
import { draftsOf, withDraft } from '@/features/history/drafts';
import { contentItems } from '@/features/history/lifecycle';
import { imageAfter, pictureUploads, type UploadedFile } from '@/lib/data/files';
import { imageAltsOf, imageFocusOf } from '@/lib/validation/content';
import { nextPosition } from '@/lib/data/ordering';
import { translatedRow } from '@/lib/data/translated';
import { storedTexts, textNames, textValues } from '@/lib/validation/texts';
import { serviceTexts } from './texts';
import { serviceCollection } from './collection';

export type ServiceRow = typeof services.$inferSelect;
export type Service = Cached<ServiceRow>;
type ServiceInput = z.output<typeof serviceUpdateSchema>;

// ------------------------------------------------------------------ public

const serviceIn = (locale: Locale, row: ServiceRow) => translatedRow(locale, row, textNames(serviceTexts));

/** Published services in display order (home 'Our Process' and the Services page). */
export const listPublishedServices = cachedReader(
  'services.published',
  async (locale: Locale) => {
    const rows = await getDb()
      .select()
      .from(services)
      .where(eq(services.published, true))
      .orderBy(asc(services.position), asc(services.id));
    return rows.map((row) => serviceIn(locale, row));
  },
  () => [tags.services],
);

// ------------------------------------------------------------------ staff

export function serviceDto(row: ServiceRow): ServiceDto {
  return {
    id: row.id,
    published: row.published,
    ...serviceFieldsDto(row),
    ...draftsOf(services, row, serviceFieldsDto),
  };
}

function serviceFieldsDto(row: ServiceRow): ServiceFields {
  return {
    ...textValues(serviceTexts, row),
    image: row.image,
    imageAltAr: row.imageAltAr,
  };
}

/** Every service, published or not, in display order (a handful: not paged). */
export async function listServices(): Promise<ServiceDto[]> {
  const rows = await getDb().select().from(services).orderBy(asc(services.position), asc(services.id));
  return rows.map(serviceDto);
}

/** The stored fields of the service form; its picture is a new upload, or the one `shown` had. */
function serviceFields(
  input: ServiceInput,
  shown: ServiceRow['image'] | undefined,
  file: UploadedFile | undefined,
) {
  const alts = imageAltsOf(input, 'image');
  return {
    ...storedTexts(serviceTexts, input),
    image: imageAfter(file, shown, alts.alt, alts.decorative, imageFocusOf(input, 'image')),
    imageAltAr: alts.altAr,
  };
}

const items = contentItems<ServiceRow, ServiceDto, ServiceInput>({
  kind: serviceCollection,
  dto: serviceDto,
  uploads: pictureUploads(['image'], 'service'),
  fields: (input, shown, { image }) => serviceFields(input, shown?.image, image),
  pictures: (row) => [row.image],
});

/** A new service: unpublished (spec), at the end of the list; published at `publishAt` if given. */
export const createService = (input: z.output<typeof serviceCreateSchema>) =>
  items.create(input, { position: nextPosition(services) });
/** Save, Publish changes or Save as draft (`asDraft`) of a service: see saveContent. */
export const updateService = items.update;
export const setServicePublished = items.setPublished;
export const deleteService = items.remove;

/**
 * The services as staff see them in preview (lib/auth/preview.ts): read now, never cached, each
 * with its draft; the published ones and `shownId` (the one previewed, published or not).
 */
export async function readServicesPreview(locale: Locale, shownId: number | null): Promise<Service[]> {
  const rows = await getDb()
    .select()
    .from(services)
    .where(or(eq(services.published, true), eq(services.id, shownId ?? 0)))
    .orderBy(asc(services.position), asc(services.id));
  return rows.map((row) => asJson(serviceIn(locale, withDraft(services, row))));
}
