/** The admin Blogs screen's dialogs: a blog category and a post (create, edit). */
import * as z from 'zod/mini';
import { contentMessages } from '@/content/validation';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields } from '@/lib/validation/content';

const { arabic, image, isoDate, optionalImage, text } = contentFields;

export const blogCategoryCreateSchema = z.object({
  name: text(contentMessages.categoryName, 80),
  image,
  nameAr: arabic(80),
});
export const blogCategoryUpdateSchema = z.extend(blogCategoryCreateSchema, { image: optionalImage });
export type BlogCategoryInput = z.input<typeof blogCategoryCreateSchema>;

/** A blog post ("sub-product" in the spec's admin): title, teaser, Markdown body, image. */
const blogPostFields = z.object({
  title: text(contentMessages.postTitle, 160),
  teaser: text(contentMessages.description, 600),
  body: text(contentMessages.body, 100_000),
  publishedAt: isoDate,
  image,
  titleAr: arabic(160),
  teaserAr: arabic(600),
  bodyAr: arabic(100_000),
  ...scheduleFields,
});
export const blogPostCreateSchema = blogPostFields.check(unpublishAfterPublish);
export const blogPostUpdateSchema = z
  .extend(blogPostFields, { image: optionalImage })
  .check(unpublishAfterPublish);
export type BlogPostInput = z.input<typeof blogPostCreateSchema>;
