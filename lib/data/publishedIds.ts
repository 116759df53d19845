import 'server-only';
/**
 * Which item pages exist: the ids of the published products, blog posts and news items. The
 * detail pages pre-render these at build time; proxy.ts sends any other id to the page's one
 * pre-rendered 404 answer, so that a request for an id that does not exist renders nothing and
 * stores nothing (Next keeps every page it renders on disk, so anyone could fill it).
 */
import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { blogPosts, news, products } from '../db/schema';
import type { ItemPage } from '../routing/routes';
import { parseId } from '../validation/ids';
import { keptUntilExpiry } from './cache';

/** Ids of every published product, for pre-rendering the detail pages at build time. */
export async function listProductIds(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

export async function listBlogPostIds(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(asc(blogPosts.id));
  return rows.map((r) => r.id);
}

/** Ids of every published news item, for pre-rendering /newsdetails/[id] at build time. */
export async function listNewsIds(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: news.id })
    .from(news)
    .where(eq(news.isPublished, true))
    .orderBy(asc(news.id));
  return rows.map((r) => r.id);
}

/** The most a change made outside this process (psql, another server) takes to be seen. */
const MAX_AGE_MS = 60_000;

const publishedIds = keptUntilExpiry(async (): Promise<Record<ItemPage, Set<number>>> => {
  const [product, blogPost, newsItem] = await Promise.all([listProductIds(), listBlogPostIds(), listNewsIds()]);
  return { product: new Set(product), blogPost: new Set(blogPost), newsItem: new Set(newsItem) };
}, MAX_AGE_MS);

/**
 * Whether the item page `page` shows something at `/…/<segment>`. Only an id's plain spelling
 * counts: '007' would render item 7 again and store it as a page of its own.
 */
export async function isPublished(page: ItemPage, segment: string): Promise<boolean> {
  let written: string;
  try {
    written = decodeURIComponent(segment);
  } catch {
    return false;
  }
  const id = parseId(written);
  if (id === null || String(id) !== written) return false;
  return (await publishedIds())[page].has(id);
}
