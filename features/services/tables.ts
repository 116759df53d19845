/** The services tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, integer, pgTable, serial } from 'drizzle-orm/pg-core';
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
    draft: draft(),
    publishAt: publishAt(),
    unpublishAt: unpublishAt(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [scheduledIndex('services', t.publishAt), scheduledIndex('services', t.unpublishAt)],
);
