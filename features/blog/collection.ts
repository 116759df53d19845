import type { ContentCollection, DraftKind } from '@/lib/data/collection';
import { tags } from '@/lib/data/tags';
import { routes } from '@/lib/routing/routes';
import { arabicLabels } from '@/lib/validation/texts';
import { adminBlogsText } from './adminText';
import { blogCategoryCreateSchema, blogPostCreateSchema } from './adminValidation';
import { blogCategories, blogPosts } from './tables';
import { blogCategoryTexts, blogPostTexts } from './texts';

/** Posts keep drafts, and a new post is public at once unless saved as a draft. */
export const blogPostCollection: DraftKind = {
  kind: 'blog-posts',
  area: 'content',
  name: { one: 'Blog post', many: 'Blog posts' },
  table: blogPosts,
  tags: (id) => [tags.blog, tags.blogPost(id)],
  published: blogPosts.published,
  createsPublished: true,
  unpublishAt: blogPosts.unpublishAt,
  publicPage: (routes, id) => routes.blogPost(id),
  seed: async (tx) => (await import('./seedRows')).seedBlogPosts(tx),
  search: async (locale) => (await import('./search')).postSearch(locale),
  translations: {
    schema: blogPostCreateSchema,
    title: (row) => String(row.title ?? ''),
    labels: { ...arabicLabels(blogPostTexts), imageAltAr: adminBlogsText.post.image },
    href: (row, field) =>
      routes.adminEdit(routes.admin.blogs, row.id, field, { category: Number(row.categoryId) }),
  },
};

export const blogCategoryCollection: ContentCollection = {
  kind: 'blog-categories',
  area: 'content',
  name: { one: 'Blog category', many: 'Blog categories' },
  table: blogCategories,
  tags: (id) => [tags.blog, tags.blogCategory(id)],
  seed: async (tx) => (await import('./seedRows')).seedBlogCategories(tx),
  translations: {
    schema: blogCategoryCreateSchema,
    title: (row) => String(row.name ?? ''),
    labels: { ...arabicLabels(blogCategoryTexts), imageAltAr: adminBlogsText.category.image },
    href: (row, field) => routes.adminEdit(routes.admin.blogs, row.id, field),
  },
};
