import 'server-only';
import { stampActor, type Person } from '../audit/actor';
import { getDb } from '../db/client';
import type { Database, Transaction } from '../db/connect';
import { refuseUntranslatedChanges } from '@/features/translations/publishRule';

/**
 * The transaction of every write to content, by staff through lib/data or by the scheduler: it
 * first names who is acting (the request's staff member, lib/audit/actor.ts, or `as`), so the
 * audit triggers on the content tables record who made each change, in this same transaction;
 * and before it commits, "Publish only with its Arabic" looks at every item it changed, whatever
 * the path, and may refuse the whole write.
 */
export function writeTransaction<T>(
  work: (tx: Transaction) => Promise<T>,
  { db = getDb(), as }: { db?: Database; as?: Person } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await stampActor(tx, as);
    const result = await work(tx);
    await refuseUntranslatedChanges(tx);
    return result;
  });
}
