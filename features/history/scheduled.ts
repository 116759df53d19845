import 'server-only';
/**
 * Scheduled publishing (its task: ./publishing.ts) publishes every item whose `publish_at` has
 * come and closes the openings whose `close_at` has. Each kind's due rows are claimed with
 * `FOR UPDATE SKIP LOCKED` in the transaction that publishes them and expires their tags (and
 * records the CDN purge), so each item is published once, and a crash before the commit leaves
 * it due for the next run. History records the publication as a version by "Scheduled
 * publishing". The run is `inBackground` (lib/data/cache.ts): Next's cache and the CDN follow once
 * its transactions are over.
 *
 * Another kind joins by taking the `draft` and `publish_at` columns and a line in DRAFT_KINDS.
 */
import { now as clockNow } from '@/lib/time/clock';
import { sql } from 'drizzle-orm';
import type { PreviewKind } from '@/lib/routing/contentKinds';
import type { Database, Transaction } from '@/lib/db/connect';
import { jobs } from '@/lib/db/schema';
import { publishDraft, type DraftKind } from './drafts';
import { DRAFT_KINDS } from './draftKinds';
import { invalidateJobs } from '@/features/careers/jobs';

/** Who History and the audit trail say published a scheduled item. */
export const SCHEDULER = 'Scheduled publishing';

/** How many due items of a kind one run publishes (the next run takes the rest). */
const BATCH = 50;

export interface Published {
  kind: PreviewKind;
  id: number;
  /** Published (with its draft), or a job closed (unpublished) at its closing time. */
  action: 'published' | 'closed';
}

/** Runs `work` in a transaction acting as the scheduler (History and the audit trail name it). */
function asScheduler<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('kinglife.actor', ${JSON.stringify({ id: null, email: SCHEDULER })}, true)`,
    );
    return work(tx);
  });
}

/**
 * Publishes what is due at `now`, kind by kind, each kind in one transaction, then closes the
 * openings whose closing time has come. Returns what this run did (another instance's run, racing
 * it, does the rest).
 */
export async function publishDueItems(db: Database, now = clockNow()): Promise<Published[]> {
  const done: Published[] = [];
  const at = now.toISOString();
  for (const [kind, draftKind] of Object.entries(DRAFT_KINDS) as [PreviewKind, DraftKind][]) {
    const ids = await asScheduler(db, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM ${draftKind.table} WHERE publish_at <= ${at}::timestamptz
        ORDER BY publish_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
      for (const { id } of rows) await publishDraft(tx, draftKind, id);
      return rows.map((row) => row.id);
    });
    done.push(...ids.map((id) => ({ kind, id, action: 'published' as const })));
  }
  const closed = await asScheduler(db, async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE ${jobs} SET published = false, close_at = NULL, publish_at = NULL, updated_at = now()
      WHERE id IN (
        SELECT id FROM ${jobs} WHERE close_at <= ${at}::timestamptz
        ORDER BY close_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    if (rows.length > 0) await invalidateJobs(tx);
    return rows.map((row) => row.id);
  });
  done.push(...closed.map((id) => ({ kind: 'jobs' as const, id, action: 'closed' as const })));
  return done;
}
