/**
 * The draft and schedule fields every form of a kind with drafts carries (products, blog posts,
 * news, services, jobs: features/history/drafts.ts), and when the item is unpublished (a job's is
 * its closing time).
 */
import * as z from 'zod/mini';
import { contentMessages } from '@/content/validation';
import { fromDubaiInput } from '@/lib/text/dates';
import { agreedTimeMs } from '@/lib/time/agreed';

/** Empty text (a form field left blank) counts as not given. */
export const unsetIfEmpty = z.transform((value: unknown) =>
  value === '' || value === null ? undefined : value,
);

/**
 * A moment in Dubai time, in the future: a date-time field's 'YYYY-MM-DDTHH:mm'; blank for none.
 * Kept as typed (lib/data converts it with fromDubaiInput) so the form can send it back.
 */
export const futureDubaiTime = z.pipe(
  unsetIfEmpty,
  z.optional(
    z.string({ error: contentMessages.publishAt }).check(
      z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, {
        message: contentMessages.publishAt,
        abort: true,
      }),
      z.refine((v) => !Number.isNaN(fromDubaiInput(v).getTime()), {
        message: contentMessages.publishAt,
        abort: true,
      }),
      z.refine((v) => fromDubaiInput(v).getTime() > agreedTimeMs(), contentMessages.publishAtPast),
    ),
  ),
);

/** The fields "Save as draft" and "Publish at" add to a content form. */
export const draftFields = {
  /** '1': saved as a draft, not public until published (at `publishAt`, or by hand). */
  asDraft: z.pipe(unsetIfEmpty, z.optional(z.enum(['1']))),
  /** When the background work publishes the item, or its draft. */
  publishAt: futureDubaiTime,
};

/** The draft fields and "Unpublish at": when the background work takes the item off the website. */
export const scheduleFields = { ...draftFields, unpublishAt: futureDubaiTime };

/**
 * The form's check that its time `field` (to unpublish, to close) comes after "Publish at" when
 * both are given.
 */
export function afterPublishAt<Field extends string>(field: Field, message: string) {
  return z.refine<{ publishAt?: string } & { [K in Field]?: string }>(
    (value) => {
      const at = value[field];
      return (
        !value.publishAt || !at || fromDubaiInput(at).getTime() > fromDubaiInput(value.publishAt).getTime()
      );
    },
    { message, path: [field] },
  );
}

/** "Unpublish at" after "Publish at". */
export const unpublishAfterPublish = afterPublishAt('unpublishAt', contentMessages.unpublishBeforePublish);
