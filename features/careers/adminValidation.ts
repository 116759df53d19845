/** The admin Career screen's forms: an opening (create, edit) and the Applications tab's query. */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { contentMessages } from '@/content/validation';
import { jobMessages } from './messages';
import { afterPublishAt, draftFields, futureDubaiTime } from '@/features/history/validation';
import { arabicText, requiredText } from '@/lib/validation/fields';
import { listQuerySchema } from '@/lib/validation/lists';
import { adminCareerText } from './adminText';

const text = (message: string, max: number) =>
  requiredText(message).check(z.maxLength(max, jobMessages.tooLong(max)));
const arabic = (max: number) => arabicText(max, jobMessages.tooLong(max));

/** Spec: Save is enabled only when title, experience, qualification, location and description are filled. */
export const jobSchema = z
  .object({
    title: text(jobMessages.title, 120),
    experience: text(jobMessages.experience, 40),
    qualification: text(jobMessages.qualification, 120),
    location: text(jobMessages.location, 80),
    description: multiline(text(jobMessages.description, 10_000)),
    titleAr: arabic(120),
    experienceAr: arabic(40),
    qualificationAr: arabic(120),
    locationAr: arabic(80),
    descriptionAr: multiline(arabic(10_000)),
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
