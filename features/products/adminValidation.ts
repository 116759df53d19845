/** The admin Products screen's dialogs: a product category and a product (create, edit). */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { contentMessages } from '@/content/validation';
import { specMessages } from './messages';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';
import { moqNeedsUnit, productSpecFields } from './validation';
import { textChecks } from '@/lib/validation/texts';
import { productCategoryTexts } from './texts';

const { arabic, categoryId, image, optionalImage, optionalText, text } = contentFields;

const productCategoryFields = z.object({
  ...textChecks(productCategoryTexts, contentMessages.tooLong),
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
});
export const productCategoryCreateSchema = withImageAlts(productCategoryFields, ['image']);
export const productCategoryUpdateSchema = withImageAlts(
  z.extend(productCategoryFields, { image: optionalImage }),
  ['image'],
);
export type ProductCategoryInput = z.input<typeof productCategoryCreateSchema>;

/**
 * A product ("sub-product" in the spec's admin). The spec names the create call's fields
 * subproductname, subproductdescription and subproductimage; the rest fill the public detail page.
 */
const productFields = z.object({
  subproductname: text(contentMessages.productName, 120),
  subproductdescription: multiline(text(contentMessages.description, 10_000)),
  subproductimage: image,
  ...imageAltFields('subproductimage'),
  ...imageFocusFields('subproductimage'),
  category: categoryId,
  details: optionalText(200),
  description2: multiline(optionalText(10_000)),
  detailimage1: optionalImage,
  detailimage2: optionalImage,
  ...imageAltFields('detailimage1'),
  ...imageFocusFields('detailimage1'),
  ...imageAltFields('detailimage2'),
  ...imageFocusFields('detailimage2'),
  nameAr: arabic(120),
  detailsAr: arabic(200),
  description1Ar: multiline(arabic(10_000)),
  description2Ar: multiline(arabic(10_000)),
  ...productSpecFields,
  ...scheduleFields,
});
const moqUnit = { message: specMessages.unit, path: ['moqUnit'] };
const PICTURE = ['subproductimage'];
const DETAIL_PICTURES = ['detailimage1', 'detailimage2'];
export const productCreateSchema = withImageAlts(productFields, PICTURE, DETAIL_PICTURES).check(
  z.refine(moqNeedsUnit, moqUnit),
  unpublishAfterPublish,
);
export const productUpdateSchema = withImageAlts(
  z.extend(productFields, { subproductimage: optionalImage }),
  PICTURE,
  DETAIL_PICTURES,
).check(z.refine(moqNeedsUnit, moqUnit), unpublishAfterPublish);
export type ProductInput = z.input<typeof productCreateSchema>;
