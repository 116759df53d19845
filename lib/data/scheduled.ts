import 'server-only';
/**
 * Scheduled publishing: the background work (lib/maintenance/background.ts) publishes every item
 * whose `publish_at` has come, on whichever instance claims it first. Each kind's due rows are
 * claimed with `FOR UPDATE SKIP LOCKED` in the transaction that publishes them and expires their
 * tags (and records the CDN purge), so with several instances each item is published once, and a
 * crash before the commit leaves it due for the next run. History records the publication as a
 * version by "Scheduled publishing".
 *
 * Another kind joins by taking the `draft` and `publish_at` columns and a line in SCHEDULED.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect';
import { blogPosts } from '../db/schema';
import { invalidateBlogPost } from './blog';
import { expireAfterBackgroundWork } from './cache';
import { publishDraft, type Draftable } from './drafts';

/** Who History and the audit trail say published a scheduled item. */
export const SCHEDULER = 'Scheduled publishing';

/** The kinds that can be scheduled, by their admin API segment. */
const SCHEDULED: Record<string, Draftable & { invalidate: (tx: Transaction, id: number) => Promise<void> }> =
  {
    'blog-posts': { table: blogPosts, published: 'published', invalidate: invalidateBlogPost },
  };

/** How many due items of a kind one run publishes (the next run takes the rest). */
const BATCH = 50;

export interface Published {
  kind: string;
  id: number;
}

/**
 * Publishes what is due at `now`, kind by kind, each kind in one transaction. Returns what this
 * run published (another instance's run, racing it, publishes the rest).
 */
export async function publishDueItems(db: Database, now = new Date()): Promise<Published[]> {
  const published: Published[] = [];
  try {
    for (const [kind, { table, published: column, invalidate }] of Object.entries(SCHEDULED)) {
      const ids = await db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('kinglife.actor', ${JSON.stringify({ id: null, email: SCHEDULER })}, true)`,
        );
        const { rows } = await tx.execute<{ id: number }>(sql`
          SELECT id FROM ${table} WHERE publish_at <= ${now.toISOString()}::timestamptz
          ORDER BY publish_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
        for (const { id } of rows) {
          await publishDraft(tx, { table, published: column }, id);
          await invalidate(tx, id);
        }
        return rows.map((row) => row.id);
      });
      published.push(...ids.map((id) => ({ kind, id })));
    }
  } finally {
    // Committed (or not): Next's cache and the CDN follow, once the transactions are over.
    void expireAfterBackgroundWork().catch((error) =>
      console.error('[scheduled] cache expiry failed:', error),
    );
  }
  return published;
}
