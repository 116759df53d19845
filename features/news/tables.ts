/** The news tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, date, index, pgTable, serial } from 'drizzle-orm/pg-core';
import { image, arabic, draftedColumns, scheduledIndexes, textColumns } from '@/lib/db/columns';
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
    ...draftedColumns(),
  },
  (t) => [index('news_date_idx').on(t.date), ...scheduledIndexes('news', t)],
);
