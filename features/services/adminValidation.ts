/** The admin Services screen's dialog (create, edit). */
import * as z from 'zod/mini';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';
import { textChecks } from '@/lib/validation/texts';
import { contentMessages } from '@/content/validation';
import { serviceTexts } from './texts';

const { image, optionalImage } = contentFields;

const serviceFields = z.object({
  ...textChecks(serviceTexts, contentMessages.tooLong),
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  ...scheduleFields,
});
export const serviceCreateSchema = withImageAlts(serviceFields, ['image']).check(unpublishAfterPublish);
export const serviceUpdateSchema = withImageAlts(z.extend(serviceFields, { image: optionalImage }), [
  'image',
]).check(unpublishAfterPublish);
export type ServiceInput = z.input<typeof serviceCreateSchema>;
