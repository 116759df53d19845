/** The admin Blogs screen's dialogs: a blog category and a post (create, edit). */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { contentMessages } from '@/content/validation';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';

const { arabic, image, isoDate, optionalImage, text } = contentFields;

const blogCategoryFields = z.object({
  name: text(contentMessages.categoryName, 80),
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  nameAr: arabic(80),
});
export const blogCategoryCreateSchema = withImageAlts(blogCategoryFields, ['image']);
export const blogCategoryUpdateSchema = withImageAlts(
  z.extend(blogCategoryFields, { image: optionalImage }),
  ['image'],
);
export type BlogCategoryInput = z.input<typeof blogCategoryCreateSchema>;

/** A blog post ("sub-product" in the spec's admin): title, teaser, Markdown body, image. */
const blogPostFields = z.object({
  title: text(contentMessages.postTitle, 160),
  teaser: multiline(text(contentMessages.description, 600)),
  body: multiline(text(contentMessages.body, 100_000)),
  publishedAt: isoDate,
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  titleAr: arabic(160),
  teaserAr: multiline(arabic(600)),
  bodyAr: multiline(arabic(100_000)),
  ...scheduleFields,
});
export const blogPostCreateSchema = withImageAlts(blogPostFields, ['image']).check(unpublishAfterPublish);
export const blogPostUpdateSchema = withImageAlts(z.extend(blogPostFields, { image: optionalImage }), [
  'image',
]).check(unpublishAfterPublish);
export type BlogPostInput = z.input<typeof blogPostCreateSchema>;
