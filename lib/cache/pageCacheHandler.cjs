// @ts-check
/**
 * Next's cache of rendered pages and of the data readers (`unstable_cache`, lib/data/cache.ts):
 * `cacheHandler` in next.config.ts. It is kept in Redis when REDIS_URL is set (./redisCache.cjs,
 * one cache for every app server), otherwise in Next's own files under .next (one server). The
 * build always writes the files: they are part of the build every server runs.
 *
 * Either way, every public page and route it keeps carries the headers a CDN needs
 * (../cdn/headers.cjs). Next knows each page's tags (`x-next-cache-tags`) but sends them only when
 * deployed on Vercel. Every cached answer is built from its entry's `headers`, and a Cache-Control
 * found there wins over Next's own; an entry rendered just now is the object Next then answers
 * with, so adding the headers in `set` covers the first answer too, and in `get` every later one
 * (and the entries the build wrote, whatever setting they were built under). e2e/cdn.spec.ts
 * checks both.
 *
 * CommonJS: `next build` loads this file with Node as it is, `next start` through its bundler.
 */
const { countLookup } = require('./counts.cjs');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { cdnHeaders } = require('../cdn/headers.cjs');

/** The path a route cache key names (`/route-cache/APP_PAGE/<build hash>/$/en/about` → `/en/about`). */
function pathOf(/** @type {string} */ key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
}

/** @param {string} key @param {any} entry */
function withCdnHeaders(key, entry) {
  if (entry && (entry.kind === 'APP_PAGE' || entry.kind === 'APP_ROUTE') && entry.headers) {
    Object.assign(
      entry.headers,
      cdnHeaders(pathOf(key), entry.headers['x-next-cache-tags'], Boolean(process.env.CDN_PURGE)),
    );
  }
}

/** Whether this process serves from the shared cache (not while building). */
function sharedCache() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
}

/**
 * When each tag last expired, in this process (ms). On globalThis: Next loads this file, and
 * lib/data/cache.ts bundles another copy for its expiries outside a request.
 * @type {Map<string, number>}
 */
const localExpiries = /** @type {any} */ (globalThis[Symbol.for('kinglife.tagExpiries')] ??= new Map());

/** The tags an entry was rendered from: a page's or route's header, a data reading's context. */
function tagsOf(/** @type {any} */ entry, /** @type {any} */ ctx) {
  const header = entry?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') return header.split(',').filter(Boolean);
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

/**
 * With several servers, an expiry is timed by the server that saved and a render by its own, both
 * in the database's time (`sharedNow`), so a server whose own clock drifts still compares them
 * right; an entry is refused when a tag expired up to this long before its render began too (what
 * each server's reading of that time may be off by), which costs a render more in that moment only.
 * Within this process, expiries and renders are timed by its own clock (one clock: no margin).
 */
const CLOCK_SKEW_MS = 250;

/**
 * Now, in ms, in the database's time as this server knows it: lib/time/clock.ts keeps its offset
 * on globalThis (this file is CommonJS, loaded apart from the app's modules); this machine's clock
 * before the app has read the database's.
 */
function sharedNow() {
  const clock = /** @type {any} */ (globalThis)[Symbol.for('kinglife.clock')];
  return typeof clock?.nowMs === 'function' ? clock.nowMs() : Date.now();
}

/** Where the newest handler of this process is kept (Next makes one per request). */
const NEWEST = Symbol.for('kinglife.pageCacheHandler');

/**
 * Next makes one handler per request, before the request reads any data: its creation is when the
 * render began. An entry is stored only if none of its tags expired since then: a render that read
 * the old data just before a save but finishes after the save's expiry would otherwise be stored
 * as fresh (Next stamps an entry when it is stored), and served until the next change. Such an
 * answer also goes out marked `no-store`, so no CDN keeps it either. Correct for any render
 * length, with no pause and no second expiry.
 */
class PageCacheHandler {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    this.renderBegan = Date.now();
    /** The same moment in the database's time, to compare with other servers' expiries. */
    this.renderBeganShared = sharedNow();
    /** @type {typeof import('./redisCache.cjs') | undefined} */
    this.redis = sharedCache() ? require('./redisCache.cjs') : undefined;
    /** @type {Pick<FileSystemCache, 'get' | 'set' | 'revalidateTag'> & { resetRequestCache?: () => void }} */
    this.store = this.redis
      ? new this.redis.RedisCache(/** @type {any} */ (context))
      : new FileSystemCache(context);
    /** @type {any} */ (globalThis)[NEWEST] = this;
  }

  /**
   * Expires `tags` at once from outside a request (the background work's scheduled publishing,
   * lib/data/cache.ts), where Next's `revalidateTag` cannot run: what Next does with a request's
   * expired tags when it ends. Tags live in the process (files) or in Redis, not in a handler, so
   * the newest handler serves; before the first request there is none yet, and one is made.
   * @param {string[]} tags
   */
  static async expireOutsideRequest(tags) {
    /** @type {PageCacheHandler} */
    const handler =
      /** @type {any} */ (globalThis)[NEWEST] ??
      new PageCacheHandler(
        /** @type {any} */ ({
          serverDistDir: require('node:path').join(
            /*turbopackIgnore: true*/ process.cwd(),
            '.next',
            'server',
          ),
        }),
      );
    await handler.revalidateTag(tags, { expire: 0 });
  }

  /** @param {Parameters<FileSystemCache['get']>} args */
  async get(...args) {
    const found = await this.store.get(...args);
    countLookup(Boolean(found));
    if (found) withCdnHeaders(args[0], found.value);
    return found;
  }

  /** @param {Parameters<FileSystemCache['set']>} args */
  async set(...args) {
    const [key, entry, ctx] = args;
    withCdnHeaders(key, entry);
    if (await this.expiredSinceRenderBegan(tagsOf(entry, ctx))) {
      if (/** @type {any} */ (entry)?.headers)
        /** @type {any} */ (entry).headers['cache-control'] = 'private, no-store';
      return;
    }
    // The Redis store files a page under the tags in its header, but a route's answer (APP_ROUTE:
    // sitemap.xml, the search index) under the tags beside it, which Next leaves empty: an expiry
    // would never reach it, and every server would serve it as it was until its revalidate time.
    if (this.redis && entry?.kind === 'APP_ROUTE') args[2] = { ...ctx, tags: tagsOf(entry, ctx) };
    return this.store.set(...args);
  }

  /** @param {Parameters<FileSystemCache['revalidateTag']>} args */
  async revalidateTag(...args) {
    const [tags] = args;
    const names = typeof tags === 'string' ? [tags] : tags;
    const at = Date.now();
    for (const name of names) localExpiries.set(name, at);
    await this.redis?.recordExpiries(names, sharedNow());
    return this.store.revalidateTag(...args);
  }

  /** Whether any of `tags` expired (on this server or, with Redis, any) since this render began. */
  async expiredSinceRenderBegan(/** @type {string[]} */ tags) {
    if (tags.some((tag) => (localExpiries.get(tag) ?? 0) >= this.renderBegan)) return true;
    if (!this.redis || tags.length === 0) return false;
    const times = await this.redis.expiriesOf(tags);
    return times.some((at) => at + CLOCK_SKEW_MS >= this.renderBeganShared);
  }

  resetRequestCache() {
    this.store.resetRequestCache?.();
  }
}

module.exports = PageCacheHandler;
