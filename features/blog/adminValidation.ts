/** The admin Blogs screen's dialogs: a blog category and a post (create, edit). */
import * as z from 'zod/mini';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';

import { textChecks } from '@/lib/validation/texts';
import { contentMessages } from '@/content/validation';
import { blogCategoryTexts, blogPostTexts } from './texts';

const { image, isoDate, optionalImage } = contentFields;

const blogCategoryFields = z.object({
  ...textChecks(blogCategoryTexts, contentMessages.tooLong),
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
});
export const blogCategoryCreateSchema = withImageAlts(blogCategoryFields, ['image']);
export const blogCategoryUpdateSchema = withImageAlts(
  z.extend(blogCategoryFields, { image: optionalImage }),
  ['image'],
);
export type BlogCategoryInput = z.input<typeof blogCategoryCreateSchema>;

/** A blog post ("sub-product" in the spec's admin): title, teaser, Markdown body, image. */
const blogPostFields = z.object({
  ...textChecks(blogPostTexts, contentMessages.tooLong),
  publishedAt: isoDate,
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  ...scheduleFields,
});
export const blogPostCreateSchema = withImageAlts(blogPostFields, ['image']).check(unpublishAfterPublish);
export const blogPostUpdateSchema = withImageAlts(z.extend(blogPostFields, { image: optionalImage }), [
  'image',
]).check(unpublishAfterPublish);
export type BlogPostInput = z.input<typeof blogPostCreateSchema>;
