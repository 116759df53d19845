/** The redirects tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from '@/lib/db/columns';

/**
 * A redirect staff made (features/redirects/data.ts): from `source`, a path of the site without
 * its language prefix (answered in both languages: /old and /ar/old), to either a path or address
 * (`target`) or an item page (`target_kind` + `target_id`, whose path proxy.ts computes from
 * lib/routing/routes.ts as it answers, so it follows the item's address). Never a chain of paths:
 * a target path is never another's source (the data module flattens them as they are saved); an
 * item's page may be, and is followed when the data module looks for a loop.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull().unique(),
    target: text('target'),
    targetKind: text('target_kind', { enum: ['product', 'blogPost', 'newsItem'] }),
    targetId: integer('target_id'),
    status: integer('status').notNull().default(308),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check('redirects_status', sql`${t.status} IN (301, 302, 307, 308)`),
    check(
      'redirects_one_target',
      sql`(${t.target} IS NOT NULL) <> (${t.targetKind} IS NOT NULL AND ${t.targetId} IS NOT NULL)`,
    ),
    index('redirects_target_idx').on(t.target),
  ],
);

/** Hosts off the site that a redirect may send visitors to: an Owner allows each. */
export const redirectHosts = pgTable('redirect_hosts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Paths that answered 404 (the not-found page's beacon, POST /api/v1/not-found), one row a path
 * (without its query), counted as they come; capped at NOT_FOUND_CAP rows, the least-hit and oldest
 * dropped as new ones arrive. Nothing in it names a visitor: the referring site's host only.
 */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    referrerHost: text('referrer_host'),
  },
  (t) => [
    index('not_found_paths_kept_idx').on(t.hits.desc(), t.lastSeen.desc()),
    index('not_found_paths_last_seen_idx').on(t.lastSeen.desc()),
  ],
);

/**
 * Counts the paths the 404 log has added: every NOT_FOUND_TRIM_EVERY-th new path trims the log
 * (features/redirects/data.ts), so the cap is kept as paths arrive, without counting the table on
 * every one.
 */
export const notFoundAdded = pgSequence('not_found_added', { startWith: 1 });
