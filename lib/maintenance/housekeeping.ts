/**
 * The periodic clean-up: sessions (and sign-ins waiting for a second step) that can no longer be
 * used, one-time codes that are used or expired, rate-limit counters whose window has long
 * closed, old outgoing mail, audit events older than the retention set in General settings,
 * visitors' speed readings older than VITALS_RETENTION_DAYS, and
 * what History and the Trash no longer keep (with the documents of products gone for good). Safe with
 * several instances: each run takes a transaction-scoped advisory lock and skips when another
 * instance holds it.
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { dataDir } from '../env';
import type { FileStorage } from '../storage';
import { storageFor } from '../storage/configured';
import { purgeExpiredPendingSignIns } from '../auth/pendingSignIns';
import { purgeExpiredSessions } from '../auth/sessions';
import type { Database } from '../db/connect';
import { LOCKS } from '../db/locks';
import { oneTimeCodes, rateLimits, siteSettings } from '../db/schema';
import { purgeOldAudit } from '../data/audit';
import { cleanUpHistory } from '../data/history';
import { removeDocumentsOfDeletedProducts } from '../data/productDocuments';
import { purgeOldVitals } from '../data/webVitals';
import { purgeOldMail } from '../mail/queue';
import { removeOrphanFiles } from './orphans';

const DAY = 24 * 60 * 60 * 1000;

export interface HousekeepingReport {
  ran: boolean;
  sessions: number;
  codes: number;
  rateLimits: number;
  mail: number;
  orphanFiles: number;
  audit: number;
  /** Versions dropped (Trash emptied after 30 days, versions over a year old). */
  versions: number;
  /** Retired pictures no row or version shows any more, removed. */
  retiredFiles: number;
  /** Documents of products deleted for good (out of the Trash), removed with their files. */
  documents: number;
  /** Days of visitors' speed readings (rows of web_vitals) past their retention. */
  vitals: number;
}

/** An upload older than this with no row is not in flight any more. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export async function runHousekeeping(
  db: Database,
  now = new Date(),
  storage: FileStorage = storageFor(dataDir()),
): Promise<HousekeepingReport> {
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
        audit: 0,
        versions: 0,
        retiredFiles: 0,
        documents: 0,
        vitals: 0,
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
    // The longest rate-limit window is an hour: a day-old counter counts nothing any more.
    const oldCounters = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, dayAgo))
      .returning({ key: rateLimits.key });
    const mail = await purgeOldMail(tx, now);
    const orphans = await removeOrphanFiles(tx, storage, ORPHAN_AGE_MS, now.getTime());
    const [settings] = await tx.select({ days: siteSettings.auditRetentionDays }).from(siteSettings);
    const audit = settings ? await purgeOldAudit(tx, settings.days, now) : 0;
    const history = await cleanUpHistory(tx, storage, now);
    const documents = await removeDocumentsOfDeletedProducts(tx, storage);
    const vitals = await purgeOldVitals(tx, now);
    return {
      orphanFiles: orphans.length,
      ran: true,
      sessions: endedSessions + endedPending,
      codes: oldCodes.length,
      rateLimits: oldCounters.length,
      mail,
      audit,
      versions: history.versions,
      retiredFiles: history.files,
      documents,
      vitals,
    };
  });
}
