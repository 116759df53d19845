/**
 * A product category's texts, each with its Arabic twin (how a declaration works:
 * lib/validation/texts.ts). A product's specification texts have their own (./specification.ts).
 */
import { contentMessages } from '@/content/validation';
import { defineTexts } from '@/lib/validation/texts';
import { adminProductsText as t } from './adminText';

export const productCategoryTexts = defineTexts({
  name: { max: 80, required: contentMessages.categoryName, label: t.categoryName },
  blurb: { max: 600, label: t.categoryBlurb, hint: t.categoryBlurbHint, rows: 3 },
});
