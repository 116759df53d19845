import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { news } from '../db/schema';

export type NewsItem = typeof news.$inferSelect;

/** Published news, newest first. */
export const listPublishedNews = cache(async (): Promise<NewsItem[]> =>
  getDb()
    .select()
    .from(news)
    .where(eq(news.isPublished, true))
    .orderBy(desc(news.date), desc(news.createdAt), desc(news.id)),
);

/** A published news item, or null (unpublished items are not public). */
export const getNewsItem = cache(async (id: number): Promise<NewsItem | null> => {
  const [row] = await getDb()
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.isPublished, true)));
  return row ?? null;
});

/** Ids of every published news item, for pre-rendering /newsdetails/[id]. */
export async function listNewsIds(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: news.id })
    .from(news)
    .where(eq(news.isPublished, true))
    .orderBy(asc(news.id));
  return rows.map((r) => r.id);
}
