import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '../db/client';
import { blogCategories, blogPosts } from '../db/schema';

export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogCategoryWithPosts = BlogCategory & { posts: BlogPost[] };

/** Categories in display order, each with its published posts (by id, as the spec numbers them). */
export const listBlogCategoriesWithPosts = cache(async (): Promise<BlogCategoryWithPosts[]> => {
  const db = getDb();
  const [categories, posts] = await Promise.all([
    db.select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.id)),
    db.select().from(blogPosts).where(eq(blogPosts.published, true)).orderBy(asc(blogPosts.id)),
  ]);
  return categories.map((c) => ({ ...c, posts: posts.filter((p) => p.categoryId === c.id) }));
});

export const getBlogPost = cache(async (id: number): Promise<BlogPost | null> => {
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
  return row ?? null;
});

export async function listBlogPostIds(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(asc(blogPosts.id));
  return rows.map((r) => r.id);
}

/**
 * Other published posts to read after `post` ('More Insights'): the rest of its category first,
 * then the newest of the other categories, up to `limit`.
 */
export async function listMoreInsights(post: BlogPost, limit: number): Promise<BlogPost[]> {
  const others = (await listBlogCategoriesWithPosts()).flatMap((c) => c.posts).filter((p) => p.id !== post.id);
  const byNewest = (a: BlogPost, b: BlogPost) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;
  const sameCategory = others.filter((p) => p.categoryId === post.categoryId);
  const rest = others.filter((p) => p.categoryId !== post.categoryId).sort(byNewest);
  return [...sameCategory, ...rest].slice(0, limit);
}
