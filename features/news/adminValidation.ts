/** The admin Home screen's forms: the home banner and a news item (create, edit). */
import * as z from 'zod/mini';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';

import { textChecks } from '@/lib/validation/texts';
import { contentMessages } from '@/content/validation';
import { newsTexts } from './texts';

const { image, isoDate, optionalImage } = contentFields;

/** The home banner: an image (spec hint: 1440 × 825 px), described or marked decorative. */
export const bannerSchema = withImageAlts(
  z.object({ image, ...imageAltFields('image'), ...imageFocusFields('image') }),
  ['image'],
);
export type BannerInput = z.input<typeof bannerSchema>;

/** Spec: 'Create New' takes a title, caption, description and image; a date defaults to today. */
const newsFields = z.object({
  ...textChecks(newsTexts, contentMessages.tooLong),
  date: isoDate,
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  ...scheduleFields,
});
export const newsCreateSchema = withImageAlts(newsFields, ['image']).check(unpublishAfterPublish);
export const newsUpdateSchema = withImageAlts(z.extend(newsFields, { image: optionalImage }), [
  'image',
]).check(unpublishAfterPublish);
export type NewsInput = z.input<typeof newsCreateSchema>;
