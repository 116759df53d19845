/**
 * The periodic clean-up, the platform's part: sessions (and sign-ins waiting for a second step)
 * that can no longer be used, one-time codes that are used or expired, rate-limit counters whose
 * window has long closed, old outgoing mail, uploads no row names and, last (after the features'
 * part has removed pictures), the kept share images of pictures that are gone. The features add
 * theirs (lib/data/housekeeping.ts: the audit trail, History and the Trash, documents, speed
 * readings), run in the same transaction. Safe with several instances: each run takes a transaction-scoped
 * advisory lock and skips when another instance holds it.
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FileStorage } from '../storage';
import { purgeExpiredPendingSignIns } from '../auth/pendingSignIns';
import { purgeExpiredSessions } from '../auth/sessions';
import type { Database, Transaction } from '../db/connect';
import { LOCKS } from '../db/locks';
import { oneTimeCodes, rateLimits } from '../db/platformSchema';
import { sweepShareImages } from '../images/shareCache';
import { purgeOldMail } from '../mail/queue';
import { ORPHAN_AGE_MS, removeOrphanFiles } from './orphans';

const DAY = 24 * 60 * 60 * 1000;

/** What the platform's part removed (how many of each). */
export interface PlatformHousekeeping {
  sessions: number;
  codes: number;
  rateLimits: number;
  mail: number;
  orphanFiles: number;
  /** Kept share images (lib/images/shareCache.ts) whose picture is gone. */
  shareImages: number;
}

/**
 * The features' part of the clean-up: `run` in the clean-up's transaction, after the platform's
 * part; `none` is its report of a run skipped (another instance held the lock).
 */
export interface FeatureHousekeeping<R extends Record<string, number>> {
  run: (tx: Transaction, now: Date, storage: FileStorage) => Promise<R>;
  none: R;
}

export type HousekeepingReport<R extends Record<string, number>> = { ran: boolean } & PlatformHousekeeping &
  R;

export async function housekeeping<R extends Record<string, number>>(
  db: Database,
  features: FeatureHousekeeping<R>,
  now: Date,
  storage: FileStorage,
): Promise<HousekeepingReport<R>> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${LOCKS.housekeeping}) AS locked`,
    );
    if (!locked.rows[0]?.locked) {
      return {
        ran: false,
        sessions: 0,
        codes: 0,
        rateLimits: 0,
        mail: 0,
        orphanFiles: 0,
        shareImages: 0,
        ...features.none,
      };
    }
    const dayAgo = new Date(now.getTime() - DAY);
    const endedSessions = await purgeExpiredSessions(tx, now);
    // Sign-ins that never got their second step (counted with the sessions).
    const endedPending = await purgeExpiredPendingSignIns(tx, now);
    const oldCodes = await tx
      .delete(oneTimeCodes)
      .where(
        or(
          lt(oneTimeCodes.expiresAt, dayAgo),
          and(isNotNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.consumedAt, dayAgo)),
        ),
      )
      .returning({ id: oneTimeCodes.id });
    // The longest rate-limit window is a day (a buyer's erasure links): a counter whose window began
    // over a day ago counts nothing any more.
    const oldCounters = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, dayAgo))
      .returning({ key: rateLimits.key });
    const mail = await purgeOldMail(tx, now);
    const orphans = await removeOrphanFiles(tx, storage, ORPHAN_AGE_MS, now.getTime());
    const featureReport = await features.run(tx, now, storage);
    const shareImages = await sweepShareImages(tx, now.getTime());
    return {
      orphanFiles: orphans.length,
      shareImages,
      ran: true,
      sessions: endedSessions + endedPending,
      codes: oldCodes.length,
      rateLimits: oldCounters.length,
      mail,
      ...featureReport,
    };
  });
}
