/** The speed tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What visitors' browsers measured (features/speed/data.ts), aggregated as it arrives: one row per
 * day, page (and, on an item's page, item: a published product, blog post or news article's id; 0
 * for every other page, an item not published, and readings from before items were told apart),
 * language and device class, each vital as a histogram (counts per bucket of
 * VITAL_BUCKETS) and the connection types as counts. Nothing in it names a visitor; a million page
 * views stay a few thousand rows. Kept VITALS_RETENTION_DAYS.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    item: integer('item').notNull().default(0),
    locale: text('locale').notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull().default(0),
    lcp: integer('lcp').array().notNull(),
    inp: integer('inp').array().notNull(),
    cls: integer('cls').array().notNull(),
    fcp: integer('fcp').array().notNull(),
    ttfb: integer('ttfb').array().notNull(),
    /** Counts per CONNECTIONS entry, then "not told". */
    connections: integer('connections').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.item, t.locale, t.device] })],
);
