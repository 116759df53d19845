// @ts-check
/**
 * The page and data cache in Redis, shared by every app server (REDIS_URL): the maintained
 * handler @fortedigital/nextjs-cache-handler (its redis-strings store) on the official `redis`
 * client. An entry is kept with its tags; expiring a tag deletes the entries that carry it, so
 * what staff save on one server is what every other server renders next.
 *
 * While Redis cannot be reached, reads miss (pages render from the database) and writes are
 * dropped, so the site stays up. An expiry sent in that time is lost, though, so when the
 * connection comes back everything this site keeps there is dropped: it may be stale.
 */
const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
const createRedisStore = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
const { createClient } = require('redis');
const { log } = require('../log/logger.cjs');

const KEY_PREFIX = 'kinglife:';
/** Read when the handler loads: Next loads it once per server process. */
const REDIS_URL = process.env.REDIS_URL;

/** Deletes every key under KEY_PREFIX (entries and the handler's tag maps). */
async function dropEverything(/** @type {import('redis').RedisClientType} */ client) {
  for await (const keys of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 500 })) {
    if (keys.length > 0) await client.unlink(keys);
  }
}

/** @type {ReturnType<typeof createClient> | undefined} */
let client;

CacheHandler.onCreation(() => {
  const connection = createClient({
    url: REDIS_URL,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  client = connection;
  let lost = false;
  connection.on('error', (/** @type {Error} */ error) => {
    if (!lost) log.error({ err: error }, 'cache: Redis unreachable, rendering from the database');
    lost = true;
  });
  connection.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('cache: Redis is back; dropping what it kept, which may be stale');
    dropEverything(/** @type {any} */ (connection)).catch((error) =>
      log.error({ err: error }, 'cache: dropping what Redis kept failed'),
    );
  });
  connection.connect().catch(() => {}); // reported by the 'error' listener; retried by reconnectStrategy
  return {
    handlers: [
      createRedisStore({ client: /** @type {any} */ (connection), keyPrefix: KEY_PREFIX, timeoutMs: 1000 }),
    ],
  };
});

/** When each tag last expired, on any server (ms): read by the handler before it stores. */
const EXPIRIES_KEY = `${KEY_PREFIX}tag-expiries`;

/**
 * Records that `tags` expired at `at`. While Redis cannot be reached nothing is stored there
 * either (writes are dropped), so a lost record lets nothing stale in.
 * @param {string[]} tags @param {number} at
 */
async function recordExpiries(tags, at) {
  if (!client?.isReady || tags.length === 0) return;
  await client.hSet(EXPIRIES_KEY, Object.fromEntries(tags.map((tag) => [tag, String(at)]))).catch(() => {});
}

/**
 * When each of `tags` last expired (0: never, as far as Redis knows; a store then fails anyway
 * while it cannot be reached).
 * @param {string[]} tags @returns {Promise<number[]>}
 */
async function expiriesOf(tags) {
  if (!client?.isReady) return tags.map(() => 0);
  const values = await client.hmGet(EXPIRIES_KEY, tags).catch(() => []);
  return tags.map((_, i) => Number(values[i] ?? 0));
}

/** Closes the connection (for tests; a server keeps it until it exits). */
function disconnect() {
  client?.destroy();
}

module.exports = { RedisCache: CacheHandler, disconnect, recordExpiries, expiriesOf };
