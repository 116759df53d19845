/**
 * The features' part of the periodic clean-up (the platform's part and its lock:
 * lib/maintenance/housekeeping.ts): audit events older than the retention set in General
 * settings, what History and the Trash no longer keep (with the documents of products gone for
 * good, and their downloads: the rows and the daily counts), visitors' speed readings older than
 * VITALS_RETENTION_DAYS, buyers' ended sign-ins, webhook events older than
 * WEBHOOK_RETENTION_DAYS (none still waiting to be delivered), and requests and job applications
 * past the periods an Owner set, anonymised (features/privacy/retention.ts).
 */
import { now as clockNow } from '../time/clock';
import { getDb } from '../db/client';
import type { Database } from '../db/connect';
import { siteSettings } from '../db/schema';
import { dataDir } from '../env';
import { housekeeping, type FeatureHousekeeping } from '../maintenance/housekeeping';
import type { FileStorage } from '../storage';
import { defineTask } from '../tasks/tasks';
import { inBackground } from './cache';
import { storageFor } from '../storage/configured';
import { purgeOldAudit } from '@/features/audit/data';
import { cleanUpHistory } from '@/features/history/data';
import { removeDocumentsOfDeletedProducts } from '@/features/documents/data';
import { purgeOldVitals } from '@/features/speed/data';
import { purgeEndedBuyerSignIns } from '@/features/buyers/signIn';
import { purgeOldWebhookEvents } from '@/features/webhooks/data';
import { anonymiseExpired } from '@/features/privacy/retention';
import { COLLECTIONS } from './collections';
import { log } from '../log/logger.cjs';

interface SiteHousekeeping extends Record<string, number> {
  audit: number;
  /** Versions dropped (Trash emptied after 30 days, versions over a year old). */
  versions: number;
  /** Retired pictures no row or version shows any more, removed. */
  retiredFiles: number;
  /** Documents of products deleted for good (out of the Trash), removed with their files. */
  documents: number;
  /** Days of visitors' speed readings (rows of web_vitals) past their retention. */
  vitals: number;
  /** Buyers' sign-in links past their time and buyer sessions that ended. */
  buyerSignIns: number;
  /** Webhook events (with their deliveries and attempt log) past their retention. */
  webhookEvents: number;
  /** Requests and job applications past the periods an Owner set, anonymised. */
  expiredRequests: number;
  expiredApplications: number;
}

const siteHousekeeping: FeatureHousekeeping<SiteHousekeeping> = {
  async run(tx, now, storage) {
    const [settings] = await tx.select({ days: siteSettings.auditRetentionDays }).from(siteSettings);
    const audit = settings ? await purgeOldAudit(tx, settings.days, now) : 0;
    const history = await cleanUpHistory(tx, COLLECTIONS, storage, now);
    const documents = await removeDocumentsOfDeletedProducts(tx, storage);
    const vitals = await purgeOldVitals(tx, now);
    const buyerSignIns = await purgeEndedBuyerSignIns(tx, now);
    const webhookEvents = await purgeOldWebhookEvents(tx, now);
    const expired = await anonymiseExpired(tx, now, storage);
    return {
      audit,
      versions: history.versions,
      retiredFiles: history.files,
      documents,
      vitals,
      buyerSignIns,
      webhookEvents,
      expiredRequests: expired.requests,
      expiredApplications: expired.applications,
    };
  },
  none: {
    audit: 0,
    versions: 0,
    retiredFiles: 0,
    documents: 0,
    vitals: 0,
    buyerSignIns: 0,
    webhookEvents: 0,
    expiredRequests: 0,
    expiredApplications: 0,
  },
};

/** The whole clean-up: the platform's part, then the features'. */
export function runHousekeeping(
  db: Database,
  now = clockNow(),
  storage: FileStorage = storageFor(dataDir()),
) {
  return housekeeping(db, siteHousekeeping, now, storage);
}

/** The clean-up, every hour (at 17 minutes past: away from the hour's scheduled publishing). */
export const housekeepingTask = defineTask(
  'housekeeping',
  { retries: 2, delaySeconds: 60, holdSeconds: 30 * 60, every: '17 * * * *' },
  async () => {
    const report = await inBackground(() => runHousekeeping(getDb()));
    if (report.ran) log.info({ report }, 'housekeeping');
  },
);
