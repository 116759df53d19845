/** The admin Events screen's dialog (create, edit). */
import * as z from 'zod/mini';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';
import { httpsLinkField } from '@/lib/validation/fields';
import { textChecks } from '@/lib/validation/texts';
import { contentMessages } from '@/content/validation';
import { eventMessages } from './messages';
import { eventTexts } from './texts';

const { image, isoDate, optionalImage } = contentFields;
export const EVENT_LINK_MAX = 300;

const eventFields = z.object({
  ...textChecks(eventTexts, contentMessages.tooLong),
  startsOn: isoDate,
  endsOn: isoDate,
  link: z._default(
    httpsLinkField(EVENT_LINK_MAX, contentMessages.tooLong(EVENT_LINK_MAX), eventMessages.link),
    '',
  ),
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  ...scheduleFields,
});

/** The last day is the first or later (both are days: 'YYYY-MM-DD' compares as text). */
const endsAfterStart = z.refine<{ startsOn: string; endsOn: string }>(
  (value) => value.endsOn >= value.startsOn,
  {
    message: eventMessages.endsBeforeStart,
    path: ['endsOn'],
  },
);

export const eventCreateSchema = withImageAlts(eventFields, ['image']).check(
  unpublishAfterPublish,
  endsAfterStart,
);
export const eventUpdateSchema = withImageAlts(z.extend(eventFields, { image: optionalImage }), [
  'image',
]).check(unpublishAfterPublish, endsAfterStart);
export type EventInput = z.input<typeof eventCreateSchema>;
