import type { DraftKind } from '@/lib/data/collection';
import { tags } from '@/lib/data/tags';
import { routes } from '@/lib/routing/routes';
import { arabicFormNames, arabicLabels } from '@/lib/validation/texts';
import { adminHomeText } from './adminText';
import { newsCreateSchema } from './adminValidation';
import { news } from './tables';
import { newsTexts } from './texts';

/** News keeps drafts; a new item is public at once (spec) unless saved as a draft. */
export const newsCollection: DraftKind = {
  kind: 'news',
  area: 'content',
  name: { one: 'News', many: 'News' },
  table: news,
  tags: (id) => [tags.news, tags.newsItem(id)],
  published: news.isPublished,
  createsPublished: true,
  unpublishAt: news.unpublishAt,
  publicPage: (routes, id) => routes.newsItem(id),
  seed: async (tx) => (await import('./seedRows')).seedNews(tx),
  search: async (locale) => (await import('./search')).newsSearch(locale),
  translations: {
    schema: newsCreateSchema,
    title: (row) => String(row.title ?? ''),
    labels: { ...arabicLabels(newsTexts), imageAltAr: adminHomeText.news.image },
    formFields: arabicFormNames(newsTexts),
    href: (row, field) => routes.adminEdit(routes.admin.home, row.id, field),
  },
};
