import 'server-only';
/**
 * How the static public pages follow staff edits. Every public reader in lib/data is cached under
 * tags named after what it reads (`cachedReader`); every write calls its entity's invalidate
 * function, which expires those tags (`expireTags`). A page is stored with the tags of the data it
 * read, so the next request for any page that showed the changed data renders it afresh — no
 * handler lists page paths, and nothing is rebuilt.
 *
 * `revalidateTag(tag, { expire: 0 })`, not 'max': with a stale-while-revalidate profile the first
 * request after a save would still get the old page, and staff expect their change on the first
 * reload. `unstable_cache` rather than 'use cache': the latter needs `cacheComponents`, which this
 * site keeps off (its pages are fully static).
 *
 * Outside Next (Jest, the seed scripts) there is no cache to read or expire: readers run their
 * query directly and expired tags are only recorded, so tests can check which tags a write names.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import { revalidateTag, unstable_cache } from 'next/cache';
import { after } from 'next/server';
import { cache } from 'react';
import { purgeTask, recordPurge } from '../cdn/purges';
import type { Database, Transaction } from '../db/connect';
import { env } from '../env';
import { inNextServer } from '../runtime';
import { countExpiry, expiryCount } from './expiryCount';
import { log } from '../log/logger.cjs';

export { tags } from './tags';

/** What the cache gives back on a hit: JSON (a Date comes back as its ISO string). */
export type Cached<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Cached<U>[]
    : T extends object
      ? { [K in keyof T]: Cached<T[K]> }
      : T;

/** A day: the most a cached reading can outlive an edit made outside the app (psql, a script). */
const MAX_AGE_SECONDS = 86_400;

export function asJson<T>(value: T): Cached<T> {
  return JSON.parse(JSON.stringify(value)) as Cached<T>;
}

/**
 * A cached public reader: `read` runs at most once per render (React cache) and its result is kept
 * under `tagsOf(...args)` until one of them expires. Results are plain JSON either way.
 */
export function cachedReader<Args extends (string | number)[], T>(
  name: string,
  read: (...args: Args) => Promise<T>,
  tagsOf: (...args: Args) => string[],
): (...args: Args) => Promise<Cached<T>> {
  return cache(async (...args: Args) => {
    if (!inNextServer) return asJson(await read(...args));
    const key = [name, ...args.map(String)];
    return unstable_cache(
      async () => {
        const value = asJson(await read(...args));
        await heldByTest(key.join(':'));
        return value;
      },
      key,
      { tags: tagsOf(...args), revalidate: MAX_AGE_SECONDS },
    )();
  });
}

/**
 * The race test's hold (RENDER_HOLD_FILE, unset outside tests): while the file names `reading`,
 * it waits between its read and its store, as a slow render would; it says so in `<file>.held`.
 */
async function heldByTest(reading: string): Promise<void> {
  const file = env().RENDER_HOLD_FILE;
  if (!file) return;
  const named = async () => (await fs.readFile(file, 'utf8').catch(() => '')).split('\n').includes(reading);
  if (!(await named())) return;
  await fs.writeFile(`${file}.held`, reading);
  while (await named()) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Tags the page being rendered as depending on `tag`, reading nothing (see `noSuchItem`). */
export const dependOn = cachedReader(
  'depend-on',
  async (tag: string) => tag,
  (tag) => [tag],
);

/**
 * `read`'s result, kept in this process until any tag expires (a staff write) or `maxAgeMs` have
 * passed (a change made outside the app): for proxy.ts, which runs outside Next's data cache. A
 * reading that began before a write committed is not kept after it (lib/data/expiryCount.ts).
 */
export function keptUntilExpiry<T>(read: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let kept: { generation: number; at: number; value: Promise<T> } | undefined;
  return () => {
    const generation = expiryCount();
    if (!kept || kept.generation !== generation || Date.now() - kept.at > maxAgeMs) {
      const entry = { generation, at: Date.now(), value: read() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}

/** Tags expired outside Next, newest last (tests read it; Next itself keeps the real record). */
export const expiredOutsideNext: string[] = [];

/**
 * Expires tags at once: the next request for a page that read them renders it again, and the CDN
 * (when one is configured) is told to drop every page stored under them. Call it with the
 * transaction that makes the change: the CDN purge is recorded in it (lib/cdn/purges.ts), so it is
 * sent exactly when the change is kept.
 */
export async function expireTags(db: Database | Transaction, ...names: string[]): Promise<void> {
  const unique = [...new Set(names)];
  await recordPurge(db, unique);
  countExpiry();
  if (!inNextServer) {
    expiredOutsideNext.push(...unique);
    return;
  }
  const background = backgroundExpiries.getStore();
  if (background) {
    // No request to expire them at its end: `inBackground` does once the work is over.
    for (const name of unique) background.add(name);
    return;
  }
  // A render that began before this expiry is not stored after it (lib/cache/pageCacheHandler.cjs).
  for (const name of unique) revalidateTag(name, { expire: 0 });
  // Once the response has gone, and so the change committed: the CDN's purge.
  after(() => purgeTask.soon());
}

/** The tags expired by the background work running now (see `inBackground`). */
const backgroundExpiries = new AsyncLocalStorage<Set<string>>();

/**
 * Runs background work (a timer's, not a request's: scheduled publishing, the clean-up). The tags
 * its writes expire are expired once it is over, and so its transactions too, as `expireTags` does
 * at the end of a request.
 */
export async function inBackground<T>(work: () => Promise<T>): Promise<T> {
  const expired = new Set<string>();
  try {
    return await backgroundExpiries.run(expired, work);
  } finally {
    if (expired.size > 0 && inNextServer) {
      void expireOutsideRequest([...expired]).catch((error) =>
        log.error({ err: error }, 'cache: expiry after background work failed'),
      );
    }
  }
}

/**
 * What `expireTags` does at the end of a request, for background work. Next's `revalidateTag`
 * needs a request, so the tags are expired in the page cache itself
 * (lib/cache/pageCacheHandler.cjs); the CDN purge is sent as after a save.
 */
async function expireOutsideRequest(names: string[]): Promise<void> {
  const handler = (await import('../cache/pageCacheHandler.cjs')).default;
  await handler.expireOutsideRequest(names);
  countExpiry();
  await purgeTask.soon();
}
