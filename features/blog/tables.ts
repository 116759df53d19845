/** The blog tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  image,
  arabic,
  createdAt,
  draftedColumns,
  scheduledIndexes,
  textColumns,
  version,
} from '@/lib/db/columns';
import { blogCategoryTexts, blogPostTexts } from './texts';

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...textColumns(blogCategoryTexts),
  image: image(),
  imageAltAr: arabic('image_alt_ar'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  version: version(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    ...textColumns(blogPostTexts),
    image: image(),
    imageAltAr: arabic('image_alt_ar'),
    publishedAt: date('published_at').notNull().defaultNow(),
    published: boolean('published').notNull().default(true),
    ...draftedColumns(),
  },
  (t) => [index('blog_posts_category_idx').on(t.categoryId, t.id), ...scheduledIndexes('blog_posts', t)],
);
