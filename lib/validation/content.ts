/**
 * The admin's content forms (home news and banner, product categories and products, services,
 * blog categories and posts): one schema per form, used by the form's resolver and by the route
 * handler it posts to. Creating needs an image; editing keeps the current one unless a new one is
 * chosen.
 */
import * as z from 'zod/mini';
import { arabicText, fileField, isoDateField, requiredText } from './fields';
import { contentMessages, imageMessages, specMessages } from '../../content/validation';
import { IMAGE_MAX_BYTES } from '../images/limits';
import { draftFields } from '@/features/history/validation';
import { idNumber, typedId } from './ids';
import { moqNeedsUnit, productSpecFields } from '@/features/products/validation';

const text = (message: string, max: number) =>
  requiredText(message).check(z.maxLength(max, contentMessages.tooLong(max)));
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, contentMessages.tooLong(max))), '');
const image = fileField({
  requiredMessage: imageMessages.required,
  maxBytes: IMAGE_MAX_BYTES,
  sizeMessage: imageMessages.size,
});
const arabic = (max: number) => arabicText(max, contentMessages.tooLong(max));
const optionalImage = fileField({ maxBytes: IMAGE_MAX_BYTES, sizeMessage: imageMessages.size });
const isoDate = isoDateField(contentMessages.date);
const categoryId = typedId(contentMessages.category);

/** A publish toggle: PUT {published}. */
export const publishSchema = z.object({ published: z.boolean() });
export type PublishInput = z.infer<typeof publishSchema>;

/** A new display order: PUT {ids} in the order wanted (the whole list, a page of it, or two neighbours). */
export const reorderSchema = z.object({
  ids: z.array(idNumber()).check(z.minLength(1), z.maxLength(10_000)),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

// ------------------------------------------------------------------ home

/** The home banner: an image (spec hint: 1440 × 825 px). */
export const bannerSchema = z.object({ image });
export type BannerInput = z.input<typeof bannerSchema>;

/** Spec: 'Create New' takes a title, caption, description and image; a date defaults to today. */
export const newsCreateSchema = z.object({
  title: text(contentMessages.title, 160),
  caption: text(contentMessages.caption, 300),
  description: text(contentMessages.description, 20_000),
  date: isoDate,
  image,
  titleAr: arabic(160),
  captionAr: arabic(300),
  descriptionAr: arabic(20_000),
  ...draftFields,
});
export const newsUpdateSchema = z.extend(newsCreateSchema, { image: optionalImage });
export type NewsInput = z.input<typeof newsCreateSchema>;

// ------------------------------------------------------------------ products

export const productCategoryCreateSchema = z.object({
  name: text(contentMessages.categoryName, 80),
  blurb: optionalText(600),
  image,
  nameAr: arabic(80),
  blurbAr: arabic(600),
});
export const productCategoryUpdateSchema = z.extend(productCategoryCreateSchema, { image: optionalImage });
export type ProductCategoryInput = z.input<typeof productCategoryCreateSchema>;

/**
 * A product ("sub-product" in the spec's admin). The spec names the create call's fields
 * subproductname, subproductdescription and subproductimage; the rest fill the public detail page.
 */
const productFields = z.object({
  subproductname: text(contentMessages.productName, 120),
  subproductdescription: text(contentMessages.description, 10_000),
  subproductimage: image,
  category: categoryId,
  details: optionalText(200),
  description2: optionalText(10_000),
  detailimage1: optionalImage,
  detailimage2: optionalImage,
  nameAr: arabic(120),
  detailsAr: arabic(200),
  description1Ar: arabic(10_000),
  description2Ar: arabic(10_000),
  ...productSpecFields,
  ...draftFields,
});
const moqUnit = { message: specMessages.unit, path: ['moqUnit'] };
export const productCreateSchema = productFields.check(z.refine(moqNeedsUnit, moqUnit));
export const productUpdateSchema = z
  .extend(productFields, { subproductimage: optionalImage })
  .check(z.refine(moqNeedsUnit, moqUnit));
export type ProductInput = z.input<typeof productCreateSchema>;

// ------------------------------------------------------------------ services

export const serviceCreateSchema = z.object({
  name: text(contentMessages.serviceName, 120),
  description: text(contentMessages.description, 10_000),
  image,
  nameAr: arabic(120),
  descriptionAr: arabic(10_000),
  ...draftFields,
});
export const serviceUpdateSchema = z.extend(serviceCreateSchema, { image: optionalImage });
export type ServiceInput = z.input<typeof serviceCreateSchema>;

// ------------------------------------------------------------------ blog

export const blogCategoryCreateSchema = z.object({
  name: text(contentMessages.categoryName, 80),
  image,
  nameAr: arabic(80),
});
export const blogCategoryUpdateSchema = z.extend(blogCategoryCreateSchema, { image: optionalImage });
export type BlogCategoryInput = z.input<typeof blogCategoryCreateSchema>;

/** A blog post ("sub-product" in the spec's admin): title, teaser, Markdown body, image. */
export const blogPostCreateSchema = z.object({
  title: text(contentMessages.postTitle, 160),
  teaser: text(contentMessages.description, 600),
  body: text(contentMessages.body, 100_000),
  publishedAt: isoDate,
  image,
  titleAr: arabic(160),
  teaserAr: arabic(600),
  bodyAr: arabic(100_000),
  ...draftFields,
});
export const blogPostUpdateSchema = z.extend(blogPostCreateSchema, { image: optionalImage });
export type BlogPostInput = z.input<typeof blogPostCreateSchema>;
