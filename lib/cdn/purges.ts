/**
 * CDN purges, kept like outgoing mail (lib/mail/queue.ts): a content change records its purge in
 * its own transaction (`recordPurge`, called by `expireTags`), so a purge is never lost to a crash
 * between the save and the send, and a purge never makes a save wait or fail. `sendDuePurges`
 * claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (so with several instances each purge
 * is sent once), sends their keys in batches, deletes what the CDN took and retries the rest with
 * a growing pause. It runs right after the response that saved (lib/data/cache.ts) and every few
 * seconds from the background work, for whatever an earlier run left.
 *
 * Each change is purged once. An answer the CDN fetched before the purge but receives after it is
 * not kept: the origin marks a render that began before the save's expiry `no-store`
 * (lib/cache/pageCacheHandler.cjs), and Varnish keeps nothing it began fetching before its newest
 * purge (deploy/varnish/default.vcl).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect';
import { cdnBuilds, cdnPurges } from '../db/platformSchema';
import { env } from '../env';
import { SITE_KEY } from './headers.cjs';
import { KEYS_PER_REQUEST, purgerFor, type Purger } from './purgers';

/** How long a sender may hold a claimed purge before another may take it over. */
export const LEASE_MS = 60_000;
/** The longest pause between tries: a CDN that is down is asked again at least this often. */
const MAX_BACKOFF_MS = 5 * 60_000;

/** Seconds to wait after the n-th failed try: 1, 2, 4 … up to five minutes. Never given up. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);
}

/** Records the purge of `keys` in the caller's transaction; nothing when no CDN is configured. */
export async function recordPurge(
  db: Database | Transaction,
  keys: string[],
  now = new Date(),
): Promise<void> {
  if (!env().CDN_PURGE || keys.length === 0) return;
  await db.insert(cdnPurges).values({ keys, nextAttemptAt: now });
}

/**
 * Claims the purges that are due and not leased, sends their keys (each key once, in batches) and
 * deletes them; on a failure every claimed row is retried after its back-off. Returns how many rows
 * were sent. `purger` is for the tests; the app uses the one CDN_PURGE names.
 */
export async function sendDuePurges(
  db: Database,
  now = new Date(),
  purger = purgerFor(env()),
): Promise<number> {
  if (!purger) return 0;
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const nowIso = now.toISOString();
  const claimed = await db.execute<{ id: number; keys: string[]; attempts: number }>(sql`
    UPDATE ${cdnPurges} SET lease_until = ${lease}::timestamptz
    WHERE id IN (
      SELECT id FROM ${cdnPurges}
      WHERE next_attempt_at <= ${nowIso}::timestamptz
        AND (lease_until IS NULL OR lease_until <= ${nowIso}::timestamptz)
      ORDER BY id
      LIMIT 200
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, keys, attempts`);
  const rows = claimed.rows;
  if (rows.length === 0) return 0;
  try {
    await sendKeys(purger, [...new Set(rows.flatMap((row) => row.keys))]);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await db
        .update(cdnPurges)
        .set({
          attempts,
          lastError: reason,
          leaseUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(cdnPurges.id, row.id));
    }
    console.error(`[cdn] purge of ${rows.length} change(s) not taken, will retry: ${reason}`);
    return 0;
  }
  await db.delete(cdnPurges).where(
    inArray(
      cdnPurges.id,
      rows.map((row) => row.id),
    ),
  );
  return rows.length;
}

/** `sendDuePurges`, with a failure logged rather than thrown (for timers and after-response work). */
export function sweepPurges(db: Database): Promise<unknown> {
  return sendDuePurges(db).catch((error) => console.error('[cdn] purge sweep failed:', error));
}

async function sendKeys(purger: Purger, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) await purger(keys.slice(i, i + KEYS_PER_REQUEST));
}

/**
 * The first start of a new build against this database purges every page at the CDN: cached HTML
 * names the previous build's scripts and styles. Returns whether this start was the first.
 */
export async function purgeOnNewBuild(db: Database, buildId: string): Promise<boolean> {
  if (!env().CDN_PURGE) return false;
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(cdnBuilds).values({ buildId }).onConflictDoNothing().returning();
    if (inserted.length === 0) return false;
    await recordPurge(tx, [SITE_KEY]);
    return true;
  });
}
