/** The admin Career screen's forms: an opening (create, edit) and the Applications tab's query. */
import * as z from 'zod/mini';
import { contentMessages } from '@/content/validation';
import { afterPublishAt, draftFields, futureDubaiTime } from '@/features/history/validation';
import { listQuerySchema } from '@/lib/validation/lists';
import { textChecks } from '@/lib/validation/texts';
import { jobMessages } from './messages';
import { adminCareerText } from './adminText';
import { jobTexts } from './texts';

/** Spec: Save is enabled only when title, experience, qualification, location and description are filled (./texts.ts). */
export const jobSchema = z
  .object({
    ...textChecks(jobTexts, jobMessages.tooLong),
    ...draftFields,
    /** When the background work unpublishes the opening (applications close), in Dubai time. */
    closeAt: futureDubaiTime,
  })
  .check(afterPublishAt('closeAt', contentMessages.closeBeforePublish));
export type JobInput = z.input<typeof jobSchema>;

export const APPLICATIONS_PAGE_SIZE = 10;

/** Career › Applications: ?position=&sort=&q=&page= (spec: 10 a page, Newest first). */
export const applicationsQuerySchema = z.extend(listQuerySchema, {
  pageSize: z.catch(z.literal(APPLICATIONS_PAGE_SIZE), APPLICATIONS_PAGE_SIZE),
  // '' (or the spec's 'All Position', the filter's first choice) selects every position.
  position: z.catch(
    z.string().check(
      z.trim(),
      z.maxLength(200),
      z.overwrite((v) => (v === adminCareerText.applications.allPositions ? '' : v)),
    ),
    '',
  ),
  sort: z.catch(z.enum(['newest', 'oldest']), 'newest'),
});
export type ApplicationsQuery = z.output<typeof applicationsQuerySchema>;
