import 'server-only';
/**
 * What the public pages read of the news, cached under its tags. Apart from the staff's writes
 * (./data.ts) so that what only reads — the pages, the site search (./search.ts) — does not load
 * the content lifecycle, which reads the list of collections this kind is declared in.
 */
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { news } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { cachedReader, tags, type Cached } from '@/lib/data/cache';
import { translatedRow } from '@/lib/data/translated';
import { textNames } from '@/lib/validation/texts';
import { newsTexts } from './texts';

export type NewsRow = typeof news.$inferSelect;
export type NewsItem = Cached<NewsRow>;

export const newestFirst = [desc(news.date), desc(news.createdAt), desc(news.id)];

/** A news item as a page in `locale` shows it: its Arabic texts where there are, in Arabic. */
export const newsIn = (locale: Locale, row: NewsRow) => translatedRow(locale, row, textNames(newsTexts));

/** Published news, newest first (home 'Latest News and Events' and the news pages). */
export const listPublishedNews = cachedReader(
  'news.published',
  async (locale: Locale) => {
    const rows = await getDb()
      .select()
      .from(news)
      .where(eq(news.isPublished, true))
      .orderBy(...newestFirst);
    return rows.map((row) => newsIn(locale, row));
  },
  () => [tags.news],
);

/** A published news item, or null (unpublished or deleted items are not public). */
export const getNewsItem = cachedReader(
  'news.item',
  async (locale: Locale, id: number) => {
    const [row] = await getDb()
      .select()
      .from(news)
      .where(and(eq(news.id, id), eq(news.isPublished, true)));
    return row ? newsIn(locale, row) : null;
  },
  (_locale, id) => [tags.news, tags.newsItem(id)],
);

export { listNewsIds } from '@/lib/data/publishedIds';
