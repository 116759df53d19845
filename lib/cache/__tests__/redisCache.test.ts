/**
 * The page and data cache in Redis (REDIS_URL), as two app servers use it: lib/cache's handler
 * loaded twice (two module registries, as in two processes) on a real redis-server. A TCP relay
 * between one of them and Redis stands in for the network failing.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { pathKey } from '@/lib/cdn/headers.cjs';
import { freePort } from '@/lib/db/embedded';
import { startRedis, type RedisServer } from '@/test/redis';
import { page, pageCtx, reading, readingCtx as ctxOf, type CacheHandler } from '@/test/cacheEntries';

let redis: RedisServer;
let relay: Relay;
let serverDistDir: string;
const connections: (() => void)[] = [];

beforeAll(async () => {
  redis = await startRedis(await freePort());
  relay = await startRelay(Number(new URL(redis.url).port));
  serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-cache-')), 'server');
});

afterAll(async () => {
  for (const disconnect of connections) disconnect();
  await relay?.close();
  await redis?.stop();
});

/** The handler as one app server loads it, reaching Redis at `url`; once it has connected. */
async function appServer(url: string): Promise<CacheHandler> {
  process.env.REDIS_URL = url;
  let handler!: CacheHandler;
  // A registry of its own, as in another process: isolateModules takes require(), not import().
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const PageCacheHandler: new (context: object) => CacheHandler = require('../pageCacheHandler.cjs');
    handler = new PageCacheHandler({ serverDistDir, dev: false });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    connections.push(require('../redisCache.cjs').disconnect);
  });
  delete process.env.REDIS_URL;
  // Under a tag no test expires: a reading under a tag expired in the last second is not kept.
  const checkCtx = { ...readingCtx, tags: ['connection-check'] };
  await untilTrue(async () => {
    await handler.set('connected', reading('yes'), checkCtx);
    return (await handler.get('connected', checkCtx)) !== null;
  });
  return handler;
}

const readingCtx = ctxOf(['settings']);

async function untilTrue(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function redisKeys(): Promise<string[]> {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    return await client.keys('kinglife:*');
  } finally {
    await client.quit();
  }
}

it('keeps a page one server rendered for every server, with the CDN headers on it', async () => {
  const [a, b] = await Promise.all([appServer(redis.url), appServer(redis.url)]);
  await a.set('/route-cache/APP_PAGE/h/$/en/about', page('About us'), { ...pageCtx, tags: [] });
  const found = await b.get('/route-cache/APP_PAGE/h/$/en/about', pageCtx);
  expect(found?.value.html).toBe('<p>About us</p>');
  expect(found?.value.headers).toMatchObject({
    'surrogate-key': `site ${pathKey('/about')} settings product:3`,
  });
});

it('expires a tag for every server when one server expires it', async () => {
  const [a, b] = await Promise.all([appServer(redis.url), appServer(redis.url)]);
  await a.set('settings-reading', reading('footer v1'), readingCtx);
  await a.set('/route-cache/APP_PAGE/h/$/en/contact', page('Contact'), { ...pageCtx, tags: [] });
  expect(await b.get('settings-reading', readingCtx)).not.toBeNull();

  await a.revalidateTag(['settings'], { expire: 0 });

  expect(await b.get('settings-reading', readingCtx)).toBeNull();
  expect(await b.get('/route-cache/APP_PAGE/h/$/en/contact', pageCtx)).toBeNull();
});

it('expires a route’s answer (sitemap.xml, the search index) by the tags in its header, as a page', async () => {
  const [a, b] = await Promise.all([appServer(redis.url), appServer(redis.url)]);
  const key = '/route-cache/APP_ROUTE/h/$/sitemap.xml';
  const sitemap = {
    kind: 'APP_ROUTE',
    body: Buffer.from('<urlset/>'),
    status: 200,
    headers: { 'content-type': 'application/xml', 'x-next-cache-tags': 'products,blog,news' },
  };
  // Next hands a route's answer over with no tags beside it: they are in its header only.
  await a.set(key, sitemap, { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false, tags: [] });
  expect(await b.get(key, { kind: 'APP_ROUTE' })).not.toBeNull();

  await b.revalidateTag(['products'], { expire: 0 });

  expect(await a.get(key, { kind: 'APP_ROUTE' })).toBeNull();
});

it('does not keep a render one server began before another server saved', async () => {
  const [a, b] = await Promise.all([appServer(redis.url), appServer(redis.url)]);
  // `a` is a request that began before the save: its render read the old data.
  await b.revalidateTag(['product:3'], { expire: 0 });
  // Another process knows that expiry from Redis alone.
  (globalThis as Record<symbol, Map<string, number>>)[Symbol.for('kinglife.tagExpiries')].clear();
  const old = page('Cardamom oil');
  await a.set('/route-cache/APP_PAGE/h/$/en/productPage/ProductDetailedPage/3', old, {
    ...pageCtx,
    tags: [],
  });
  expect(old.headers).toMatchObject({ 'cache-control': 'private, no-store' });
  expect(await b.get('/route-cache/APP_PAGE/h/$/en/productPage/ProductDetailedPage/3', pageCtx)).toBeNull();
});

it('serves from the database while Redis is unreachable, and drops what Redis kept once it is back', async () => {
  const a = await appServer(relay.url);
  // A tag no earlier test expired (one expired in the last second keeps nothing new).
  const newsCtx = { ...readingCtx, tags: ['news'] };
  await a.set('kept', reading('before'), newsCtx);
  expect(await a.get('kept', newsCtx)).not.toBeNull();

  relay.cut();
  // Reads miss and writes are dropped; neither fails the request.
  await untilTrue(async () => (await a.get('kept', newsCtx)) === null);
  await expect(a.set('while-cut', reading('during'), newsCtx)).resolves.toBeUndefined();
  await expect(a.revalidateTag(['news'], { expire: 0 })).resolves.toBeUndefined();
  expect(await redisKeys()).toContain('kinglife:kept'); // that expiry never reached Redis

  await relay.restore();
  // Back: the entry this server could not expire is gone, with everything else the site kept.
  await untilTrue(async () => !(await redisKeys()).includes('kinglife:kept'));
  expect(await a.get('kept', newsCtx)).toBeNull();
});

interface Relay {
  url: string;
  cut(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to Redis on a port of its own, which can be cut (connections dropped, refused) and restored. */
async function startRelay(redisPort: number): Promise<Relay> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(redisPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = () => {
    server?.close();
    server = undefined;
    for (const socket of sockets) socket.destroy();
  };
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: listen,
    close: async () => cut(),
  };
}
