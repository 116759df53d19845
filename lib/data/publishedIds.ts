import 'server-only';
/**
 * Which item pages exist: the ids of the published products, blog posts and news items. The
 * detail pages pre-render these at build time; proxy.ts sends any other id to the page's one
 * pre-rendered 404 answer, so that a request for an id that does not exist renders nothing and
 * stores nothing (Next keeps every page it renders on disk, so anyone could fill it).
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { blogPosts, news, products } from '../db/schema';
import type { ItemPage } from '../routing/routes';
import { parseId } from '../validation/ids';
import { dependOn, keptUntilExpiry, tags } from './cache';

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
  const [product, blogPost, newsItem] = await Promise.all([
    listProductIds(),
    listBlogPostIds(),
    listNewsIds(),
  ]);
  return { product: new Set(product), blogPost: new Set(blogPost), newsItem: new Set(newsItem) };
}, MAX_AGE_MS);

/** Whether one item is published, read now: for an id the kept list does not have yet. */
async function publishedNow(page: ItemPage, id: number): Promise<boolean> {
  const db = getDb();
  const rows =
    page === 'product'
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, id), eq(products.published, true)))
      : page === 'blogPost'
        ? await db
            .select({ id: blogPosts.id })
            .from(blogPosts)
            .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
        : await db
            .select({ id: news.id })
            .from(news)
            .where(and(eq(news.id, id), eq(news.isPublished, true)));
  return rows.length > 0;
}

/**
 * Whether the item page `page` shows something at `/…/<segment>`. Only an id's plain spelling
 * counts ('007' would render item 7 again and store it as a page of its own: proxy.ts redirects it
 * to plainId's spelling). An id the kept list lacks is looked up on its own, so an item published
 * outside this process (another server, psql) renders on its first request.
 */
export async function isPublished(page: ItemPage, segment: string): Promise<boolean> {
  const id = plainId(segment);
  if (id === null || String(id) !== decoded(segment)) return false;
  const kept = (await publishedIds())[page];
  if (kept.has(id)) return true;
  if (!(await publishedNow(page, id))) return false;
  kept.add(id); // kept like the rest, until a staff write or MAX_AGE_MS
  return true;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The whole number a path segment names, however it is written ('%37', '007' → 7); null if none. */
export function plainId(segment: string): number | null {
  const written = decoded(segment);
  return written === null ? null : parseId(written);
}

/** The tag of the collection an item page shows, under which a CDN keeps the page's 404 (below). */
export const collectionTagOf: Readonly<Record<ItemPage, string>> = {
  product: tags.products,
  blogPost: tags.blog,
  newsItem: tags.news,
};

/**
 * The detail page's one 404 answer, served for every id that is not published (proxy.ts). A CDN
 * keeps it at each such URL, so it is tagged with the collection: publishing an item there, which
 * expires the collection's tag, also drops the 404 the CDN kept at its URL.
 */
export async function noSuchItem(page: ItemPage): Promise<null> {
  await dependOn(collectionTagOf[page]);
  return null;
}
