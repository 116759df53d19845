/** The translations tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When the English of an item's translated text last changed and when its Arabic was last changed
 * (features/translations/data.ts: an Arabic older than its English is outdated). Kept by the
 * database's `translation_mark` trigger on the content tables (migration 0025_translation_status),
 * so every way of changing a row keeps it. No row: nothing changed since tracking began (or since
 * the item was added), so nothing is outdated.
 */
export const translationMarks = pgTable(
  'translation_marks',
  {
    /** The content table ('products', 'site_settings', …). */
    itemTable: text('item_table').notNull(),
    itemId: integer('item_id').notNull(),
    /** The Arabic column ('name_ar', 'image_alt_ar'). */
    field: text('field').notNull(),
    enChangedAt: timestamp('en_changed_at', { withTimezone: true }),
    arSavedAt: timestamp('ar_saved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.itemTable, t.itemId, t.field] })],
);
