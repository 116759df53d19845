/** A service's texts, each with its Arabic twin (how a declaration works: lib/validation/texts.ts). */
import { contentMessages } from '@/content/validation';
import { defineTexts } from '@/lib/validation/texts';
import { adminServicesText as t } from './adminText';

export const serviceTexts = defineTexts({
  name: { max: 120, required: contentMessages.serviceName, label: t.name },
  description: {
    max: 10_000,
    required: contentMessages.description,
    label: t.description,
    hint: t.descriptionHint,
    rows: 6,
  },
});
