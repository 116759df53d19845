/**
 * A product's specification, as buyers filter and compare by it: the fields the product form adds
 * (and its route handler checks) and the fixed options behind them. The applications and
 * certifications are lists staff manage (product_applications, product_certifications).
 */
import * as z from 'zod/mini';
import { specMessages } from './messages';
import { QUANTITY_UNITS } from './units';
import { isCountryCode } from '@/lib/i18n/countryCodes';
import { arabicText } from '@/lib/validation/fields';
import { textSpecChecks } from './specification';
import { typedId } from '@/lib/validation/ids';
import { numberWhere, typedAmount, typedWhole } from '@/lib/validation/numbers';

/** What a product is physically; the labels are the product page's (features/products/pageText.ts). */
export const PRODUCT_FORMS = [
  'essential-oil',
  'oleoresin',
  'extract',
  'powder',
  'frozen',
  'liquid',
  'capsules',
] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

/** Whether `cas` is a CAS Registry Number whose check digit is right (8000-28-0). */
export function isCasNumber(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const digits = (match[1] + match[2]).split('').reverse();
  const sum = digits.reduce((total, digit, i) => total + Number(digit) * (i + 1), 0);
  return sum % 10 === Number(match[3]);
}

const blankOr = (rule: (value: string) => boolean, message: string) =>
  z._default(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || rule(v), message),
    ),
    '',
  );
/**
 * Ids chosen from a list: an array (JSON) or comma-separated digits (a multipart form: see
 * toFormData). Left out or blank, none.
 */
const idList = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === '' ? [] : typeof value === 'string' ? value.split(',') : value,
  ),
  z.array(typedId(specMessages.listChoice)).check(z.maxLength(50, specMessages.listChoice)),
);

export const productSpecFields = {
  ...textSpecChecks,
  casNumber: blankOr(isCasNumber, specMessages.cas),
  originCountry: blankOr(isCountryCode, specMessages.country),
  hsCode: blankOr((v) => /^\d{4}(\.?\d{2}){1,3}$/.test(v), specMessages.hsCode),
  form: blankOr((v) => (PRODUCT_FORMS as readonly string[]).includes(v), specMessages.form),
  applicationIds: idList,
  certificationIds: idList,
  moqQuantity: typedAmount(z.optional(numberWhere(specMessages.quantity, (v) => v > 0 && v <= 1_000_000))),
  moqUnit: blankOr((v) => (QUANTITY_UNITS as readonly string[]).includes(v), specMessages.unit),
  shelfLifeMonths: typedWhole(
    z.optional(numberWhere(specMessages.shelfLife, (v) => Number.isInteger(v) && v >= 1 && v <= 120)),
  ),
};

/** The names of the specification's fields (the product form's, the row's and the DTO's alike). */
export type ProductSpecField = keyof typeof productSpecFields;
export const PRODUCT_SPEC_FIELDS = Object.keys(productSpecFields) as ProductSpecField[];

/** A minimum order needs its unit: the product schemas' check. */
export function moqNeedsUnit(fields: { moqQuantity?: number; moqUnit: string }): boolean {
  return fields.moqQuantity === undefined || fields.moqUnit !== '';
}

/** One of the lists staff manage: an application or a certification. */
export const productTagSchema = z.object({
  name: z
    .string({ error: specMessages.listName })
    .check(
      z.trim(),
      z.minLength(1, { message: specMessages.listName, abort: true }),
      z.maxLength(80, specMessages.tooLong(80)),
    ),
  nameAr: arabicText(80, specMessages.tooLong(80)),
});
export type ProductTagInput = z.input<typeof productTagSchema>;
