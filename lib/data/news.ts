import 'server-only';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { NewsDto, Page } from '../api/contract';
import { getDb } from '../db/client';
import type { Database, Transaction } from '../db/connect';
import { news } from '../db/schema';
import type { Locale } from '../i18n/locales';
import type { newsCreateSchema, newsUpdateSchema } from '../validation/content';
import type { ListQuery } from '../validation/lists';
import { cachedReader, expireTags, tags, writeRow, type Cached } from './cache';
import { retireImages, imageOf, prepareImage, withStoredFiles } from './files';
import { paged } from './ordering';
import { likePattern } from './search';
import { imageIn, textIn } from './translated';

export type NewsRow = typeof news.$inferSelect;
export type NewsItem = Cached<NewsRow>;

const newestFirst = [desc(news.date), desc(news.createdAt), desc(news.id)];

// ------------------------------------------------------------------ public

function newsIn(locale: Locale, row: NewsRow): NewsRow {
  return {
    ...row,
    title: textIn(locale, row.title, row.titleAr),
    caption: textIn(locale, row.caption, row.captionAr),
    body: textIn(locale, row.body, row.bodyAr),
    image: imageIn(locale, row.image, row.imageAltAr),
  };
}

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

export { listNewsIds } from './publishedIds';

export async function invalidateNews(db: Database | Transaction, id?: number): Promise<void> {
  await expireTags(db, tags.news, ...(id ? [tags.newsItem(id)] : []));
}

// ------------------------------------------------------------------ staff

export function newsDto(row: NewsRow): NewsDto {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    description: row.body,
    date: row.date,
    image: row.image,
    published: row.isPublished,
    titleAr: row.titleAr,
    captionAr: row.captionAr,
    descriptionAr: row.bodyAr,
  };
}

/** Every news item, newest first, a page at a time; `q` searches title and caption. */
export async function listNews(query: ListQuery): Promise<Page<NewsDto>> {
  const where = query.q
    ? or(ilike(news.title, likePattern(query.q)), ilike(news.caption, likePattern(query.q)))
    : undefined;
  return paged(
    query,
    (limit, offset) =>
      getDb()
        .select()
        .from(news)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    async () => (await getDb().select({ n: count() }).from(news).where(where))[0].n,
    newsDto,
  );
}

async function findNews(id: number): Promise<NewsRow | null> {
  const [row] = await getDb().select().from(news).where(eq(news.id, id));
  return row ?? null;
}

/** A new item, published at once (spec: the list shows 'Un publish' for a live item). */
export async function createNews(input: z.output<typeof newsCreateSchema>): Promise<NewsDto> {
  const upload = await prepareImage('image', input.image!, 'photo');
  const row = await withStoredFiles([upload], async (tx, [file]) => {
    const [created] = await tx
      .insert(news)
      .values({
        title: input.title,
        caption: input.caption,
        body: input.description,
        date: input.date,
        image: imageOf(file, input.title),
        titleAr: input.titleAr,
        captionAr: input.captionAr,
        bodyAr: input.descriptionAr,
        imageAltAr: input.titleAr,
        isPublished: true,
      })
      .returning();
    await invalidateNews(tx, created.id);
    return created;
  });
  return newsDto(row);
}

export async function updateNews(
  id: number,
  input: z.output<typeof newsUpdateSchema>,
): Promise<NewsDto | null> {
  const current = await findNews(id);
  if (!current) return null;
  const uploads = input.image ? [await prepareImage('image', input.image, 'photo')] : [];
  const row = await withStoredFiles(uploads, async (tx, [file]) => {
    const [updated] = await tx
      .update(news)
      .set({
        title: input.title,
        caption: input.caption,
        body: input.description,
        date: input.date,
        image: file ? imageOf(file, input.title) : { ...current.image, alt: input.title },
        // Left out of the request (undefined): the stored Arabic stays.
        titleAr: input.titleAr,
        captionAr: input.captionAr,
        bodyAr: input.descriptionAr,
        imageAltAr: input.titleAr,
        updatedAt: new Date(),
      })
      .where(eq(news.id, id))
      .returning();
    if (updated) await invalidateNews(tx, id);
    return updated;
  });
  if (!row) return null;
  if (uploads.length) await retireImages([current.image]);
  return newsDto(row);
}

export async function setNewsPublished(id: number, published: boolean): Promise<NewsDto | null> {
  const row = await writeRow(
    (tx) =>
      tx
        .update(news)
        .set({ isPublished: published, updatedAt: new Date() })
        .where(eq(news.id, id))
        .returning(),
    (tx) => invalidateNews(tx, id),
  );
  if (!row) return null;
  return newsDto(row);
}

export async function deleteNews(id: number): Promise<boolean> {
  const row = await writeRow(
    (tx) => tx.delete(news).where(eq(news.id, id)).returning(),
    (tx) => invalidateNews(tx, id),
  );
  if (!row) return false;
  await retireImages([row.image]);
  return true;
}
