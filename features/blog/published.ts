import 'server-only';
/**
 * What the public pages read of the blog, cached under its tags. Apart from the staff's writes
 * (./data.ts) so that what only reads — the pages, the site search (./search.ts) — does not load
 * the content lifecycle, which reads the list of collections this kind is declared in.
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { blogCategories, blogPosts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { cachedReader, tags, type Cached } from '@/lib/data/cache';
import { translatedRow } from '@/lib/data/translated';
import { textNames } from '@/lib/validation/texts';
import { blogCategoryTexts, blogPostTexts } from './texts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type BlogPost = Cached<BlogPostRow>;
export type BlogCategory = Cached<BlogCategoryRow>;
export type BlogCategoryWithPosts = BlogCategory & { posts: BlogPost[] };

const categoriesInOrder = [asc(blogCategories.position), asc(blogCategories.id)];

/** A post or a category as a page in `locale` shows it: its Arabic texts where there are, in Arabic. */
export const postIn = (locale: Locale, row: BlogPostRow) =>
  translatedRow(locale, row, textNames(blogPostTexts));
export const categoryIn = (locale: Locale, row: BlogCategoryRow) =>
  translatedRow(locale, row, textNames(blogCategoryTexts));

/** Categories in display order, each with its published posts (by id, as the spec numbers them). */
export const listBlogCategoriesWithPosts = cachedReader(
  'blog.catalogue',
  async (locale: Locale) => {
    const db = getDb();
    const [categories, posts] = await Promise.all([
      db
        .select()
        .from(blogCategories)
        .orderBy(...categoriesInOrder),
      db.select().from(blogPosts).where(eq(blogPosts.published, true)).orderBy(asc(blogPosts.id)),
    ]);
    return categories.map((c) => ({
      ...categoryIn(locale, c),
      posts: posts.filter((p) => p.categoryId === c.id).map((p) => postIn(locale, p)),
    }));
  },
  () => [tags.blog],
);

/** A published post, or null. */
export const getBlogPost = cachedReader(
  'blog.post',
  async (locale: Locale, id: number) => {
    const [row] = await getDb()
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
    return row ? postIn(locale, row) : null;
  },
  (_locale, id) => [tags.blogPost(id)],
);

/** A category by id (the article's breadcrumb). */
export const getBlogCategory = cachedReader(
  'blog.category',
  async (locale: Locale, id: number) => {
    const [row] = await getDb().select().from(blogCategories).where(eq(blogCategories.id, id));
    return row ? categoryIn(locale, row) : null;
  },
  (_locale, id) => [tags.blogCategory(id)],
);

export { listBlogPostIds } from '@/lib/data/publishedIds';

/**
 * Other published posts to read after `post` ('More Insights'): the rest of its category first,
 * then the newest of the other categories, up to `limit`.
 */
export async function listMoreInsights(locale: Locale, post: BlogPost, limit: number): Promise<BlogPost[]> {
  const others = (await listBlogCategoriesWithPosts(locale))
    .flatMap((c) => c.posts)
    .filter((p) => p.id !== post.id);
  const byNewest = (a: BlogPost, b: BlogPost) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;
  const sameCategory = others.filter((p) => p.categoryId === post.categoryId);
  const rest = others.filter((p) => p.categoryId !== post.categoryId).sort(byNewest);
  return [...sameCategory, ...rest].slice(0, limit);
}
