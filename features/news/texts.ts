/** A news item's texts, each with its Arabic twin (how a declaration works: lib/validation/texts.ts). */
import { contentMessages } from '@/content/validation';
import { defineTexts } from '@/lib/validation/texts';
import { adminHomeText } from './adminText';

const t = adminHomeText.news;

/** Spec: 'Create New' takes a title, caption and description (the article, stored as its body). */
export const newsTexts = defineTexts({
  title: { max: 160, required: contentMessages.title, label: t.title },
  caption: { max: 300, required: contentMessages.caption, label: t.caption, hint: t.captionHint, rows: 2 },
  body: {
    max: 20_000,
    required: contentMessages.description,
    label: t.description,
    hint: t.descriptionHint,
    rows: 8,
    form: 'description',
  },
});
