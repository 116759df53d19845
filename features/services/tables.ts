/** The services tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
} from '@/lib/db/columns';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: image(),
    nameAr: arabic('name_ar'),
    descriptionAr: arabic('description_ar'),
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
