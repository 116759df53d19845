/** The services tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { image, arabic, draftedColumns, scheduledIndexes, textColumns } from '@/lib/db/columns';
import { serviceTexts } from './texts';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    ...textColumns(serviceTexts),
    image: image(),
    imageAltAr: arabic('image_alt_ar'),
    /** New services start unpublished (spec). */
    published: boolean('published').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...draftedColumns(),
  },
  (t) => scheduledIndexes('services', t),
);
