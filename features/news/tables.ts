/** The news tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, date, index, pgTable, serial } from 'drizzle-orm/pg-core';
import {
  image,
  arabic,
  draft,
  publishAt,
  unpublishAt,
  scheduledIndex,
  createdAt,
  updatedAt,
  version,
  textColumns,
} from '@/lib/db/columns';
import { newsTexts } from './texts';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    ...textColumns(newsTexts),
    date: date('date').notNull(),
    image: image(),
    imageAltAr: arabic('image_alt_ar'),
    isPublished: boolean('is_published').notNull().default(true),
    draft: draft(),
    publishAt: publishAt(),
    unpublishAt: unpublishAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('news_date_idx').on(t.date),
    scheduledIndex('news', t.publishAt),
    scheduledIndex('news', t.unpublishAt),
  ],
);
