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

/** A publish toggle: PUT {published}. */
export const publishSchema = z.object({ published: z.boolean() });
export type PublishInput = z.infer<typeof publishSchema>;

/** A new display order: PUT {ids} in the order wanted (the whole list, a page of it, or two neighbours). */
export const reorderSchema = z.object({
  ids: z.array(idNumber()).check(z.minLength(1), z.maxLength(10_000)),
});
export type ReorderInput = z.infer<typeof reorderSchema>;
