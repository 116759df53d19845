import fs from 'node:fs';
import path from 'node:path';
import { purgeOnNewBuild, sweepPurges } from '../cdn/purges';
import { getDb } from '../db/client';
import type { Database } from '../db/connect';
import { env } from '../env';
import { deliverPending } from '../mail/queue';

/** The features' share of the background work (lib/data/background.ts). */
export interface FeatureWork {
  /** Runs one piece of work in the features' background scope (its cache expiries are applied after it). */
  inScope: <T>(work: () => Promise<T>) => Promise<T>;
  /** The whole clean-up, the features' and the platform's (lib/data/housekeeping.ts). */
  housekeeping: (db: Database) => Promise<{ ran: boolean }>;
  /** Publishes (or closes) what is due, and says what. */
  publishDue: (db: Database) => Promise<{ kind: string; id: number; action: string }[]>;
}

/**
 * The server's background work (started once per server process from instrumentation.ts): unsent
 * mail is retried every minute, CDN purges that are due (a retry, or one a crashed server left)
 * are sent every few seconds, scheduled items are published every PUBLISH_EVERY_SECONDS
 * seconds, and the clean-up runs every hour. All are safe with several instances (claimed rows;
 * an advisory lock for the clean-up).
 */
export function startBackgroundWork(
  features: FeatureWork,
  mailEveryMs = 60_000,
  housekeepingEveryMs = 60 * 60_000,
  purgesEveryMs = 5_000,
): void {
  const timers: NodeJS.Timeout[] = [];
  // Each run in the background scope: tags its writes expire are expired once it is over.
  const every = (ms: number, work: () => Promise<unknown>, first = ms) => {
    const run = () => features.inScope(work);
    timers.push(setInterval(run, ms), setTimeout(run, first));
  };

  const sweep = () =>
    deliverPending(getDb()).catch((error) => console.error('[mail] retry sweep failed:', error));
  // Mail left due by an earlier run goes out soon after a start, not a minute later.
  every(mailEveryMs, sweep, 5_000);

  const clean = () =>
    features
      .housekeeping(getDb())
      .then((report) => {
        if (report.ran) console.info('[housekeeping]', JSON.stringify(report));
      })
      .catch((error) => console.error('[housekeeping] failed:', error));
  every(housekeepingEveryMs, clean, Math.min(housekeepingEveryMs, 60_000));

  // One run at a time in this process (a slow run is not overtaken by the next tick).
  let publishing = false;
  const publish = async () => {
    if (publishing) return;
    publishing = true;
    try {
      const published = await features.publishDue(getDb());
      for (const { kind, id, action } of published) console.info(`[scheduled] ${action} ${kind} ${id}`);
    } catch (error) {
      console.error('[scheduled] publishing failed:', error);
    } finally {
      publishing = false;
    }
  };
  const publishEveryMs = env().PUBLISH_EVERY_SECONDS * 1000;
  every(publishEveryMs, publish, Math.min(publishEveryMs, 5_000));

  if (env().CDN_PURGE) {
    const purge = () => sweepPurges(getDb());
    const buildId = readBuildId();
    const start = async () => {
      if (buildId && (await purgeOnNewBuild(getDb(), buildId)))
        console.info(`[cdn] new build ${buildId}: purging every page`);
      await purge();
    };
    every(purgesEveryMs, purge);
    start().catch((error) => console.error('[cdn] start-up purge failed:', error));
  }
  for (const timer of timers) timer.unref();
}

/** The build this server runs (`next build` writes it to .next/BUILD_ID). */
function readBuildId(): string | null {
  try {
    return fs
      .readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'BUILD_ID'), 'utf8')
      .trim();
  } catch {
    return null;
  }
}
