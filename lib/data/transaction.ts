import 'server-only';
import { stampActor } from '../audit/actor';
import { getDb } from '../db/client';
import type { Transaction } from '../db/connect';

/**
 * The transaction of every write staff make through lib/data: it first names the staff member
 * acting (lib/audit/actor.ts), so the audit triggers on the content tables record who made each
 * change, in this same transaction.
 */
export function writeTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await stampActor(tx);
    return work(tx);
  });
}
