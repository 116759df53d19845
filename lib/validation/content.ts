/**
 * What the admin's content dialogs share (each feature's adminValidation.ts builds its schemas from
 * these): a required or optional text with its limit, an image (required to create, optional to
 * edit: the current one stays), an Arabic twin, a date, a category; and the publish toggle and
 * reorder bodies every list sends.
 */
import * as z from 'zod/mini';
import { arabicText, fileField, isoDateField, requiredText } from './fields';
import { contentMessages, imageMessages } from '../../content/validation';
import { IMAGE_MAX_BYTES } from '../images/limits';
import { idNumber, typedId } from './ids';
import { numberWhere, typedAmount } from './numbers';
import { CENTRE, isFocusCoordinate, type ImageFocus } from '../images/focus';

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

/** The fields of the content dialogs' schemas, with the content messages and limits. */
export const contentFields = { text, optionalText, image, optionalImage, arabic, isoDate, categoryId };

export const IMAGE_ALT_MAX = 300;
const altText = z.optional(
  z.string().check(z.trim(), z.maxLength(IMAGE_ALT_MAX, contentMessages.tooLong(IMAGE_ALT_MAX))),
);
/** A checkbox: true from the form, 'true' from a multipart body; anything else is unticked. */
const ticked = z.pipe(
  z.transform((value: unknown) => value === true || value === 'true'),
  z.boolean(),
);

type AltFieldNames<N extends string> = `${N}Alt` | `${N}AltAr`;
export type ImageAltFields<N extends string> = { [K in AltFieldNames<N>]: typeof altText } & {
  [K in `${N}Decorative`]: typeof ticked;
};

/**
 * The fields describing the picture `name` (`image` → imageAlt, imageAltAr, imageDecorative): its
 * alt text in English and Arabic, or the mark that it is decorative. `withImageAlts` makes them required.
 */
export function imageAltFields<N extends string>(name: N): ImageAltFields<N> {
  return {
    [`${name}Alt`]: altText,
    [`${name}AltAr`]: altText,
    [`${name}Decorative`]: ticked,
  } as ImageAltFields<N>;
}

/**
 * `schema` with each picture of `names` described: both alt texts filled in, unless it is marked
 * decorative. An object's own check, so zod runs it once no field has refused an empty value: the
 * alt messages come with the other fields' format messages, after the "please fill in" ones.
 * `whenUploaded` are optional pictures (a product's detail pictures), described when one is sent.
 */
export function withImageAlts<S extends z.ZodMiniObject>(
  schema: S,
  names: readonly string[],
  whenUploaded: readonly string[] = [],
): S {
  return schema.check(
    z.superRefine((value: Record<string, unknown>, ctx) => {
      for (const name of [...names, ...whenUploaded.filter((optional) => value[optional] !== undefined)]) {
        if (value[`${name}Decorative`] === true) continue;
        for (const field of [`${name}Alt`, `${name}AltAr`]) {
          const alt = value[field];
          if (typeof alt !== 'string' || alt === '')
            ctx.addIssue({ code: 'custom', message: imageMessages.alt, path: [field], input: alt });
        }
      }
    }) as never,
  );
}

/** What a picture's alt fields hold once checked: its alt texts, empty for a decorative one. */
export interface ImageAlts {
  alt: string;
  altAr: string;
  decorative: boolean;
}

export function imageAltsOf(input: object, name: string): ImageAlts {
  const values = input as Record<string, unknown>;
  const decorative = values[`${name}Decorative`] === true;
  const text = (field: string) => (decorative ? '' : String(values[field] ?? '').trim());
  return { alt: text(`${name}Alt`), altAr: text(`${name}AltAr`), decorative };
}

/** A dialog's starting values for a stored picture's alt fields. */
export function imageAltValues(
  name: string,
  image: { alt: string; decorative?: boolean } | undefined,
  altAr: string | undefined,
): Record<string, string | boolean> {
  return {
    [`${name}Alt`]: image?.alt ?? '',
    [`${name}AltAr`]: altAr ?? '',
    [`${name}Decorative`]: image?.decorative === true,
  };
}

/** A focal point's coordinate, 0–100 (a number from the form, its digits from a multipart body). */
const focusCoordinate = z.optional(typedAmount(numberWhere(imageMessages.focus, isFocusCoordinate)));

export type ImageFocusFields<N extends string> = {
  [K in `${N}FocusX` | `${N}FocusY`]: typeof focusCoordinate;
};

/**
 * The focal point of the picture `name` (`image` → imageFocusX, imageFocusY): where its subject
 * is, in percent across and down (lib/images/focus.ts). Optional: left out, a kept picture keeps
 * its point and a new upload is centred.
 */
export function imageFocusFields<N extends string>(name: N): ImageFocusFields<N> {
  return { [`${name}FocusX`]: focusCoordinate, [`${name}FocusY`]: focusCoordinate } as ImageFocusFields<N>;
}

/**
 * The focal point sent for the picture `name`, or undefined when the form sent none (a request
 * that sends one coordinate gets the other from the centre).
 */
export function imageFocusOf(input: object, name: string): ImageFocus | undefined {
  const values = input as Record<string, unknown>;
  const x = values[`${name}FocusX`];
  const y = values[`${name}FocusY`];
  if (typeof x !== 'number' && typeof y !== 'number') return undefined;
  return { x: typeof x === 'number' ? x : CENTRE.x, y: typeof y === 'number' ? y : CENTRE.y };
}

/** A dialog's starting values for a stored picture's focal point (its centre when it has none). */
export function imageFocusValues(
  name: string,
  image: { focus?: ImageFocus } | undefined,
): Record<string, number> {
  const focus = image?.focus ?? CENTRE;
  return { [`${name}FocusX`]: focus.x, [`${name}FocusY`]: focus.y };
}

/** A publish toggle: PUT {published}. */
export const publishSchema = z.object({ published: z.boolean() });
export type PublishInput = z.infer<typeof publishSchema>;

/** A new display order: PUT {ids} in the order wanted (the whole list, a page of it, or two neighbours). */
export const reorderSchema = z.object({
  ids: z.array(idNumber()).check(z.minLength(1), z.maxLength(10_000)),
});
export type ReorderInput = z.infer<typeof reorderSchema>;
