import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { news } from '../db/schema';

export type NewsItem = typeof news.$inferSelect;

/** Published news, newest first. */
export const listPublishedNews = cache(async (): Promise<NewsItem[]> =>
  getDb().select().from(news).where(eq(news.isPublished, true)).orderBy(desc(news.date), desc(news.createdAt), desc(news.id)),
);
