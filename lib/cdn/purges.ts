/**
 * CDN purges on the task queue (lib/tasks): a content change sends its purge task in its own
 * transaction (`recordPurge`, called by `expireTags`), so a purge is never lost to a crash between
 * the save and the send, and a purge never makes a save wait or fail. The task also expires the
 * change's tags in the page cache (see `expireInPageCache`), so it is sent with or without a CDN. The server that saved wakes
 * its worker once the response has gone (lib/data/cache.ts); the worker takes the due purges
 * together, sends their keys (each key once, in batches) and, when the CDN refuses, tries again
 * after a growing pause (1 s doubling, up to five minutes, for about four hours; then an owner can
 * retry it from Settings → Background tasks).
 *
 * Each change is purged once. An answer the CDN fetched before the purge but receives after it is
 * not kept: the origin marks a render that began before the save's expiry `no-store`
 * (lib/cache/pageCacheHandler.cjs), and Varnish keeps nothing it began fetching before its newest
 * purge (deploy/varnish/default.vcl).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database, Transaction } from '../db/connect';
import { cdnBuilds } from '../db/platformSchema';
import { env } from '../env';
import { inNextServer } from '../runtime';
import { defineTask } from '../tasks/tasks';
import { SITE_KEY } from './headers.cjs';
import { KEYS_PER_REQUEST, purgerFor, type Purger } from './purgers';
import { log } from '../log/logger.cjs';

export const purgeTask = defineTask<{ keys: string[] }>(
  'cdn-purge',
  // A short hold: a purge takes a second, and one held by a server that died (the fault suite
  // kills one mid-save) is taken over within half a minute, not two. Sending one twice is harmless.
  { retries: 60, delaySeconds: 1, maxDelaySeconds: 5 * 60, holdSeconds: 15, batch: 200 },
  async (purges) => {
    const keys = [...new Set(purges.flatMap((purge) => purge.keys))];
    await expireInPageCache(keys.filter((key) => key !== SITE_KEY));
    // No CDN (or none any more: the setting was removed since): nothing to tell.
    const purger = purgerFor(env());
    if (purger) await sendKeys(purger, keys);
  },
);

/**
 * The change's tags expired in the page cache once more, by the task kept with the change. The
 * server that saved expires them as its request ends; one that died between its commit and that
 * end (killed, out of memory) would leave the cache serving the page as it was, to visitors and to
 * the CDN refetching it after its purge. Found by the fault suite (a server killed mid-save);
 * expiring twice costs one render more. A page's CDN keys are its cache tags and SITE_KEY.
 */
async function expireInPageCache(tags: string[]): Promise<void> {
  if (!inNextServer || tags.length === 0) return;
  const handler = (await import('../cache/pageCacheHandler.cjs')).default;
  await handler.expireOutsideRequest(tags);
}

/** Sends the expiry (and the CDN's purge) of `keys` with the caller's transaction. */
export async function recordPurge(db: Database | Transaction, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await purgeTask.send({ keys }, { tx: db });
}

async function sendKeys(purger: Purger, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) await purger(keys.slice(i, i + KEYS_PER_REQUEST));
}

/**
 * The first start of a new build (`buildId`) against this database purges every page at the CDN:
 * cached HTML names the previous build's scripts and styles. Returns whether this start was the
 * first.
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

/** At a server's start: the purge of every page if this is the first start of its build. */
export async function purgeIfNewBuild(db: Database): Promise<void> {
  const buildId = readBuildId();
  if (buildId && (await purgeOnNewBuild(db, buildId))) {
    log.info(`cdn: new build ${buildId}, purging every page`);
    await purgeTask.soon();
  }
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
