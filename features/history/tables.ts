/** The history tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every saved state of each content item (products, categories, blog posts, news, services, jobs):
 * written by triggers on those tables (migration 0008) when staff save, in the save's transaction;
 * the full row as it became (`data`), who, and which fields changed. An item's first recorded change
 * first keeps how it was before it ('original'); a deletion keeps the row as it was ('delete'), which
 * is what the Trash restores. features/history/data.ts reads and restores them.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** The table ('products', 'blog_posts', …). */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: ['original', 'create', 'update', 'restore', 'delete'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changed: text('changed')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index('content_versions_item_idx').on(t.entity, t.entityId, t.id)],
);
