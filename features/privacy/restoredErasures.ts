import 'server-only';
/**
 * After a restore: the erasures made since the archive was, made again. The archive still holds
 * those people; the erasure log beside the backups (lib/backup/erasureLog.ts) says whose data went,
 * as hashes of their addresses, so every address the restored database holds is hashed and
 * compared. An erasure the archive already had is not made again: an address found under it wrote
 * to us after it, and that is theirs to keep.
 */
import { sql } from 'drizzle-orm';
import { mergeErasureLog, type ErasureEntry } from '@/lib/backup/erasureLog';
import type { Database } from '@/lib/db/connect';
import { ADDRESS_MATCHINGS } from '@/lib/text/emailAddresses';
import { erasureHash, matchKey } from './address';
import { erasePersonalData, type Person } from './data';

export interface ReappliedErasures {
  /** Entries of the log newer than the archive. */
  newer: number;
  /** People found under them, and erased again. */
  people: number;
}

export async function reapplyErasures(
  db: Database,
  log: readonly ErasureEntry[],
  archiveMadeAt: Date,
): Promise<ReappliedErasures> {
  await mergeErasureLog(db, log);
  const newer = log.filter((entry) => new Date(entry.erasedAt) > archiveMadeAt);
  if (newer.length === 0) return { newer: 0, people: 0 };
  const erased = new Set(newer.map((entry) => `${entry.matching}:${entry.keyHash}`));

  // Every table a person is found by (features/privacy/data.ts gathers the rest from these).
  const { rows } = await db.execute<{ email: string }>(sql`
    SELECT email FROM enquiries UNION SELECT email FROM applications UNION SELECT email FROM buyer_lists
    UNION SELECT email FROM buyer_sign_in_links UNION SELECT email FROM buyer_sessions`);
  const people = new Map<string, Person>();
  for (const { email } of rows) {
    if (!email) continue;
    for (const matching of ADDRESS_MATCHINGS) {
      const key = matchKey(email, matching);
      if (erased.has(`${matching}:${erasureHash(key, matching)}`))
        people.set(`${matching}:${key}`, { email: key, matching });
    }
  }
  for (const person of people.values()) await erasePersonalData(person, db);
  return { newer: newer.length, people: people.size };
}
