/** The blog's texts, each with its Arabic twin (how a declaration works: lib/validation/texts.ts). */
import { contentMessages } from '@/content/validation';
import { defineTexts } from '@/lib/validation/texts';
import { adminBlogsText as t } from './adminText';

export const blogCategoryTexts = defineTexts({
  name: { max: 80, required: contentMessages.categoryName, label: t.category.name },
});

/** A post ("sub-product" in the spec's admin): its body is Markdown (components/ui/Markdown.tsx). */
export const blogPostTexts = defineTexts({
  title: { max: 160, required: contentMessages.postTitle, label: t.post.title },
  teaser: {
    max: 600,
    required: contentMessages.description,
    label: t.post.teaser,
    hint: t.post.teaserHint,
    rows: 2,
    emptyByDefault: true,
  },
  body: { max: 100_000, required: contentMessages.body, label: t.post.body, hint: t.post.bodyHint, rows: 10 },
});
