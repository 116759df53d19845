import 'server-only';
import { stampActor, type Person } from '../audit/actor';
import { noteExpectedVersionUsed, stampExpectedVersion, staleSaveOf } from '../audit/versions';
import { getDb } from '../db/client';
import { changedItems } from './changedItems';
import { countExpiry, expiryCount } from './expiryCount';
import type { Database, Transaction } from '../db/connect';
import { refuseUntranslatedChanges } from '@/features/translations/publishRule';
import { announcePublishedChanges } from '@/features/webhooks/published';

/**
 * The transaction of every write to content, by staff through lib/data or by the scheduler: it
 * first names who is acting (the request's staff member, lib/audit/actor.ts, or `as`), so the
 * audit triggers on the content tables record who made each change, in this same transaction, and
 * the version of the item a save was read at (its If-Match, lib/audit/versions.ts), so a save made
 * over another's change is refused (409 `stale`, with who changed what) and nothing of it is kept;
 * and before it commits, "Publish only with its Arabic" looks at every item it changed, whatever
 * the path, and may refuse the whole write; then the items it left public with a change are
 * announced to the webhooks (`content.published`).
 */
export async function writeTransaction<T>(
  work: (tx: Transaction) => Promise<T>,
  { db = getDb(), as }: { db?: Database; as?: Person } = {},
): Promise<T> {
  const expiriesBefore = expiryCount();
  try {
    return await db.transaction(async (tx) => {
      await stampActor(tx, as);
      await stampExpectedVersion(tx);
      const result = await work(tx);
      const changed = await changedItems(tx);
      await refuseUntranslatedChanges(tx, changed);
      await announcePublishedChanges(tx, changed);
      await noteExpectedVersionUsed(tx);
      return result;
    });
  } catch (error) {
    throw (await staleSaveOf(db, error)) ?? error;
  } finally {
    // Its expiries were counted before the commit: once more now that it is over.
    if (expiryCount() !== expiriesBefore) countExpiry();
  }
}

/**
 * A write of one row (`… .returning()`), and the expiry of its tags (`invalidate`, which calls
 * `expireTags`) in the same transaction when a row was written. Returns that row.
 */
export async function writeRow<Row>(
  write: (tx: Transaction) => Promise<Row[]>,
  invalidate: (tx: Transaction) => Promise<void>,
): Promise<Row | undefined> {
  return writeTransaction(async (tx) => {
    const [row] = await write(tx);
    if (row) await invalidate(tx);
    return row;
  });
}
