/** The admin Services screen's dialog (create, edit). */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { contentMessages } from '@/content/validation';
import { scheduleFields, unpublishAfterPublish } from '@/features/history/validation';
import { contentFields, imageAltFields, imageFocusFields, withImageAlts } from '@/lib/validation/content';

const { arabic, image, optionalImage, text } = contentFields;

const serviceFields = z.object({
  name: text(contentMessages.serviceName, 120),
  description: multiline(text(contentMessages.description, 10_000)),
  image,
  ...imageAltFields('image'),
  ...imageFocusFields('image'),
  nameAr: arabic(120),
  descriptionAr: multiline(arabic(10_000)),
  ...scheduleFields,
});
export const serviceCreateSchema = withImageAlts(serviceFields, ['image']).check(unpublishAfterPublish);
export const serviceUpdateSchema = withImageAlts(z.extend(serviceFields, { image: optionalImage }), [
  'image',
]).check(unpublishAfterPublish);
export type ServiceInput = z.input<typeof serviceCreateSchema>;
