/** The events table (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { boolean, check, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { image, arabic, draftedColumns, scheduledIndexes, textColumns } from '@/lib/db/columns';
import { eventTexts } from './texts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    ...textColumns(eventTexts),
    /** Its first and last day, in the calendar of the city it is held in. */
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** The organiser's https:// page, or ''. */
    link: text('link').notNull().default(''),
    image: image(),
    imageAltAr: arabic('image_alt_ar'),
    /** A new event waits until staff publish it, as services and jobs do. */
    published: boolean('published').notNull().default(false),
    ...draftedColumns(),
  },
  (t) => [
    index('events_ends_on_idx').on(t.endsOn),
    check('events_ends_after_start', sql`${t.endsOn} >= ${t.startsOn}`),
    ...scheduledIndexes('events', t),
  ],
);
