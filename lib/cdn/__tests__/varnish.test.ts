/**
 * deploy/varnish/default.vcl in real Varnish (Debian's, with xkey), in front of a small origin that
 * answers like the app: pages with Surrogate-Key and a long s-maxage, the home page varying on the
 * language cookie, the admin and the API. The varnish purger (lib/cdn/purgers.ts) purges it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { purgerFor } from '../purgers';
import { unavailableText } from '@/lib/http/unavailable';
import { startVarnish, type VarnishServer } from '@/test/varnish';

interface Origin {
  port: number;
  hits: string[];
  version: number;
  /** What its health probe answers (/api/health: 200 or 503), and how often it was asked. */
  healthy: boolean;
  probes: number;
  /** /held answers once this settles, with the version it found when asked. */
  hold: Promise<void>;
  /** Whether its pages fail (500), as while its database is away. */
  failing: boolean;
  server: http.Server;
}

const pageHeaders = (keys: string) => ({
  'content-type': 'text/html',
  'cache-control': 'public, max-age=0, s-maxage=31536000',
  'surrogate-key': keys,
});

async function startOrigin(port = 0): Promise<Origin> {
  const origin = {
    hits: [] as string[],
    version: 1,
    healthy: true,
    probes: 0,
    hold: Promise.resolve(),
    failing: false,
  } as Origin;
  origin.server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/health') {
      origin.probes += 1; // kept apart from the hits: the probe comes every second, between requests
      return res
        .writeHead(origin.healthy ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: origin.healthy ? 'ok' : 'unavailable' }));
    }
    origin.hits.push(`${url} cookie=${req.headers.cookie ?? ''}`);
    if (origin.failing) return res.writeHead(500, { 'content-type': 'text/html' }).end('failed');
    if (url === '/') {
      const chosen = /kinglife_locale=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      if (chosen === 'ar')
        return res.writeHead(307, { location: '/ar', 'cache-control': 'private, no-store' }).end();
      return res
        .writeHead(200, { ...pageHeaders('site settings'), vary: 'Cookie' })
        .end(`home v${origin.version}`);
    }
    if (url.startsWith('/admin') || url.startsWith('/api/')) {
      return res
        .writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=600' })
        .end('staff');
    }
    if (url === '/held') {
      const version = origin.version; // what a render that began now reads
      void origin.hold.then(() => res.writeHead(200, pageHeaders('site held')).end(`held v${version}`));
      return;
    }
    if (url.startsWith('/productPage/ProductDetailedPage/3')) {
      return res
        .writeHead(200, pageHeaders('site settings product:3 product-category:1'))
        .end(`product 3 v${origin.version}`);
    }
    if (url.startsWith('/productPage')) {
      return res.writeHead(200, pageHeaders('site settings products')).end(`products v${origin.version}`);
    }
    res.writeHead(200, pageHeaders('site settings')).end(`page ${url} v${origin.version}`);
  });
  await new Promise<void>((resolve) => origin.server.listen(port, '127.0.0.1', resolve));
  origin.port = (origin.server.address() as AddressInfo).port;
  return origin;
}

function stopOrigin(origin: Origin): Promise<void> {
  origin.server.closeAllConnections();
  return new Promise((resolve) => origin.server.close(() => resolve()));
}

let origin: Origin;
let varnish: VarnishServer;
const VARNISH_PORT = 6190 + Number(process.env.JEST_WORKER_ID ?? 0);

beforeAll(async () => {
  origin = await startOrigin();
  varnish = await startVarnish(VARNISH_PORT, origin.port);
  // The backend's health probe must have seen the origin before pages are fetched through it.
  await waitFor(async () => origin.probes > 0 && (await get('/robots.txt')).status === 200);
}, 30_000);

afterAll(async () => {
  await varnish?.stop();
  if (origin?.server.listening) await stopOrigin(origin);
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish.url}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    body: await response.text(),
    headers: response.headers,
    cache: response.headers.get('x-cache'),
  };
}

// 20 s: the health probe (every 1 s, 2 good of 3) and a restarted origin are slow on a busy 2-core
// machine running the rest of the suite beside it; alone, each wait ends within a few seconds.
async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const purge = (keys: string[]) => purgerFor({ CDN_PURGE: `varnish:${varnish.url}` })!(keys);

test('keeps public pages and purges exactly the pages a key names', async () => {
  origin.version = 1;
  expect((await get('/productPage/ProductDetailedPage/3')).cache).toBe('MISS');
  const again = await get('/productPage/ProductDetailedPage/3');
  expect(again).toMatchObject({ cache: 'HIT', body: 'product 3 v1' });
  expect(again.headers.get('xkey')).toBeNull();
  await get('/productPage');
  await get('/about');

  origin.version = 2;
  await purge(['product:3']);
  expect(await get('/productPage/ProductDetailedPage/3')).toMatchObject({
    cache: 'MISS',
    body: 'product 3 v2',
  });
  expect(await get('/about')).toMatchObject({ cache: 'HIT', body: 'page /about v1' });
  expect(await get('/productPage')).toMatchObject({ cache: 'HIT', body: 'products v1' });

  await purge(['settings']);
  expect(await get('/about')).toMatchObject({ cache: 'MISS', body: 'page /about v2' });
  expect(await get('/productPage')).toMatchObject({ cache: 'MISS', body: 'products v2' });
});

test('never keeps the admin or the API, and sends them their cookies', async () => {
  for (const path of ['/admin/products', '/api/v1/auth/session']) {
    await get(path, { cookie: 'kinglife_session=abc' });
    expect((await get(path, { cookie: 'kinglife_session=abc' })).cache).toBe('MISS');
    expect(origin.hits.at(-1)).toBe(`${path} cookie=kinglife_session=abc`);
  }
});

test('strips cookies from public pages and keys the home page on the language cookie alone', async () => {
  await get('/contact', { cookie: 'kinglife_locale=ar; tracking=1' });
  expect(origin.hits.at(-1)).toBe('/contact cookie=');
  expect((await get('/contact', { cookie: 'other=2' })).cache).toBe('HIT');

  expect((await get('/')).body).toMatch(/^home/);
  expect(await get('/', { cookie: 'x=1' })).toMatchObject({ cache: 'HIT', status: 200 });
  const arabic = await get('/', { cookie: 'x=1; kinglife_locale=ar; y=2' });
  expect(arabic.status).toBe(307);
  expect(arabic.headers.get('location')).toBe('/ar');
  expect(origin.hits.at(-1)).toBe('/ cookie=kinglife_locale=ar');
  expect((await get('/')).status).toBe(200);
});

test('takes purges only from the app servers (its ACL)', async () => {
  const fromElsewhere = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: VARNISH_PORT,
        method: 'PURGE',
        path: '/',
        localAddress: '127.0.0.2',
        headers: { xkey: 'site' },
      },
      (response) => resolve(response.statusCode ?? 0),
    );
    request.on('error', reject);
    request.end();
  });
  expect(fromElsewhere).toBe(403);
  expect((await fetch(varnish.url, { method: 'PURGE' })).status).toBe(400);
});

test('keeps nothing it began fetching before a purge that arrived meanwhile', async () => {
  origin.version = 5;
  let release = () => {};
  origin.hold = new Promise<void>((resolve) => (release = resolve));
  const asked = origin.hits.length;
  const first = get('/held');
  await waitFor(async () => origin.hits.length > asked); // the fetch has reached the app: v5 read
  origin.version = 6; // a save…
  await purge(['held']); // …and its purge, before the answer read before it has arrived
  release();
  expect((await first).body).toBe('held v5'); // the one who asked gets it…
  expect(await get('/held')).toMatchObject({ cache: 'MISS', body: 'held v6' }); // …nobody after, however soon
  // Kept for grace with a lifetime of 1 ms (see the next test): a request within it is passed to
  // the app, one after it fetches the page and keeps it.
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect((await get('/held')).body).toBe('held v6');
  expect(await get('/held')).toMatchObject({ cache: 'HIT', body: 'held v6' });
});

test('falls back on a page fetched across a purge when the app then fails it, as on any copy it holds', async () => {
  origin.version = 9;
  await purge(['held']);
  let release = () => {};
  origin.hold = new Promise<void>((resolve) => (release = resolve));
  const asked = origin.hits.length;
  const first = get('/held');
  await waitFor(async () => origin.hits.length > asked);
  origin.version = 10;
  await purge(['held']);
  release();
  expect((await first).body).toBe('held v9'); // kept, but only to fall back on
  origin.failing = true; // its database goes away before anyone asked again
  try {
    // At once (within the copy's 1 ms, when it is passed to the app first) and later (in grace).
    expect(await get('/held')).toMatchObject({ status: 200, body: 'held v9' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await get('/held')).toMatchObject({ status: 200, body: 'held v9' });
  } finally {
    origin.failing = false;
  }
  // The app back: the page as it is now (fetched in the background of a look in grace, or now).
  await waitFor(async () => (await get('/held')).body === 'held v10');
});

test('takes an app that fails its health probe (/api/health) out until it passes again', async () => {
  origin.version = 7;
  await purge(['site']);
  expect((await get('/terms')).body).toBe('page /terms v7');
  origin.healthy = false;
  const probed = origin.probes;
  await waitFor(async () => origin.probes >= probed + 3); // two of three probes failed: out
  origin.version = 8;
  await purge(['site']);
  const asked = origin.hits.length;
  expect(await get('/terms')).toMatchObject({ status: 200, body: 'page /terms v7' });
  expect(origin.hits.length).toBe(asked); // not asked: the copy held
  origin.healthy = true;
  await waitFor(async () => (await get('/terms')).body === 'page /terms v8');
}, 40_000); // two waits on the health probe

test('serves what it has while the app is down, and a purged page again once it is back', async () => {
  origin.version = 3;
  await purge(['site']);
  expect((await get('/services')).body).toBe('page /services v3');
  const port = origin.port;
  await stopOrigin(origin);
  await purge(['site']);
  // Purged, and the app is down: the page as it was, also before the health probe has noticed.
  expect(await get('/services')).toMatchObject({ status: 200, body: 'page /services v3' });
  expect((await get('/about')).status).toBe(200);
  // Never kept, and no copy: the words the site gives while it is being updated, in both languages;
  // the API's in JSON in the caller's language.
  for (const path of ['/never-fetched', '/admin/enquiries']) {
    const page = await get(path);
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain(unavailableText.en);
    expect(page.body).toContain(unavailableText.ar);
  }
  for (const locale of ['en', 'ar'] as const) {
    const api = await get('/api/v1/enquiries', { 'accept-language': locale });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('30');
    expect(JSON.parse(api.body)).toEqual({ error: 'unavailable', message: unavailableText[locale] });
  }

  origin = await startOrigin(port);
  origin.version = 4;
  await waitFor(async () => (await get('/services')).body === 'page /services v4');
}, 40_000); // a wait on the health probe
