import 'server-only';
/**
 * Scheduled publishing (its task: ./publishing.ts) publishes every item whose `publish_at` has
 * come and unpublishes every item whose unpublishing time has (`unpublish_at`, a job's `close_at`:
 * its applications close). Each kind's due rows are claimed with `FOR UPDATE SKIP LOCKED` in the
 * transaction that changes them and expires their tags (and records the CDN purge), so each item
 * is changed once, and a crash before the commit leaves it due for the next run. History records
 * the change as a version by "Scheduled publishing". The run is `inBackground`
 * (lib/data/cache.ts): Next's cache and the CDN follow once its transactions are over.
 *
 * Another kind joins by taking the `draft`, `publish_at` and `unpublish_at` columns and its drafts
 * in the list of collections (lib/data/collections.ts), which the task passes in.
 */
import { now as clockNow } from '@/lib/time/clock';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PreviewKind } from '@/lib/data/collections';
import type { Database, Transaction } from '@/lib/db/connect';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Person } from '@/lib/audit/actor';
import { publishDraft, withDraft, type DraftCollections, type DraftData, type DraftKind } from './drafts';
import { writeTransaction } from '@/lib/data/transaction';
import { expireTags } from '@/lib/data/cache';

/** Who History and the audit trail say published a scheduled item. */
export const SCHEDULER = 'Scheduled publishing';
const SCHEDULER_PERSON = { id: null, email: SCHEDULER };

/** How many due items of a kind one run publishes (the next run takes the rest). */
const BATCH = 50;

export interface Published {
  kind: PreviewKind;
  id: number;
  /** Published (with its draft), or unpublished at its unpublishing (a job's closing) time. */
  action: 'published' | 'unpublished';
}

/**
 * Runs `work` in a write transaction acting as the scheduler (History and the audit trail name it;
 * "Publish only with its Arabic" checks it as it does staff's).
 */
function asScheduler<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return writeTransaction(work, { db, as: SCHEDULER_PERSON });
}

/**
 * Whether an item due to be published may be, as it would be shown (`shown`): the site's rules
 * on publishing ("Publish only with its Arabic"), which the caller passes in with the collections.
 * A refusal is recorded by the rule; the item waits for the next run.
 */
export type MayPublish = (
  tx: Transaction,
  table: PgTable,
  shown: DraftData & { id: number },
  who: Person,
) => Promise<boolean>;

/**
 * Publishes what is due at `now` in `collections`, kind by kind, each kind in one transaction, then unpublishes
 * what is due, kind by kind. Returns what this run did (another instance's run, racing it, does
 * the rest).
 */
export async function publishDueItems(
  db: Database,
  collections: DraftCollections,
  mayPublish: MayPublish,
  now = clockNow(),
): Promise<Published[]> {
  const done: Published[] = [];
  const at = now.toISOString();
  const kinds = Object.entries(collections) as [PreviewKind, DraftKind][];
  for (const [kind, draftKind] of kinds) {
    const ids = await asScheduler(db, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM ${draftKind.table} WHERE publish_at <= ${at}::timestamptz
        ORDER BY publish_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
      const published: number[] = [];
      for (const { id } of rows) {
        // "Publish only with its Arabic": an item without it is held back (its schedule cleared,
        // the audit trail saying why), not published.
        const [row] = await tx.select().from(draftKind.table).where(eq(draftKind.table.id, id));
        const shown = withDraft(draftKind.table, row as { id: number; draft: DraftData | null });
        if (!(await mayPublish(tx, draftKind.table, shown, SCHEDULER_PERSON))) continue;
        if (await publishDraft(tx, draftKind, id)) published.push(id);
      }
      return published;
    });
    done.push(...ids.map((id) => ({ kind, id, action: 'published' as const })));
  }
  for (const [kind, draftKind] of kinds) {
    const ids = await asScheduler(db, (tx) => unpublishDue(tx, draftKind, at));
    done.push(...ids.map((id) => ({ kind, id, action: 'unpublished' as const })));
  }
  return done;
}

/**
 * Takes the items of `kind` whose unpublishing time is at or before `at` off the website, ending
 * their schedules (a pending draft stays, to be published by hand). Returns their ids.
 */
async function unpublishDue(tx: Transaction, kind: DraftKind, at: string): Promise<number[]> {
  const { table, published, unpublishAt } = kind;
  const column = sql.identifier(unpublishAt.name);
  const touched = Object.values(getTableColumns(table)).some((c) => c.name === 'updated_at')
    ? sql`, updated_at = now()`
    : sql``;
  const { rows } = await tx.execute<{ id: number }>(sql`
    UPDATE ${table} SET ${sql.identifier(published.name)} = false, ${column} = NULL, publish_at = NULL${touched}
    WHERE id IN (
      SELECT id FROM ${table} WHERE ${column} <= ${at}::timestamptz
      ORDER BY ${column}, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  for (const { id } of rows) await expireTags(tx, ...kind.tags(id));
  return rows.map((row) => row.id);
}
