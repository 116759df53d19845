/**
 * @jest-environment node
 *
 * GET /api/metrics on a real PostgreSQL: off without METRICS_TOKEN, refused without its bearer,
 * and the figures: requests counted by the request guard under a route label with few values, the
 * page cache's lookups, the mail backlog, webhooks, the pool, and Node's own.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { call, request } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { closeDb, getDb } from '@/lib/db/client';
import { outgoingMail } from '@/lib/db/platformSchema';
import { countLookup } from '@/lib/cache/counts.cjs';
import { installRequestGuard } from '@/lib/http/requestGuard';
import { routeLabel } from '../metrics';
import { GET } from '@/app/api/metrics/route';

const TOKEN = 'metrics-token-for-the-test';
let testDb: TestDatabase;
const before = { ...process.env };

beforeAll(async () => {
  testDb = await freshDatabase();
});
afterAll(async () => {
  await closeDb();
  await testDb.drop();
  process.env = before;
});
afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

async function scrape(authorization?: string) {
  const req = request('GET', '/api/metrics');
  if (authorization) req.headers.set('authorization', authorization);
  const response = await call(GET, req);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one sample line (`name{labels}`), or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

it('is off without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
  expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  process.env.METRICS_TOKEN = TOKEN;
  expect((await scrape()).status).toBe(401);
  expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
  expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
  const ok = await scrape(`Bearer ${TOKEN}`);
  expect(ok.status).toBe(200);
  expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
  for (const name of [
    'nodejs_eventloop_lag_seconds',
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
  ])
    expect(ok.text).toContain(`# TYPE ${name} `);
});

it('counts requests by method, route and status, with ids, tokens and unknown paths left out of the label', async () => {
  installRequestGuard();
  const server = http.createServer((req, res) => {
    res.statusCode = req.url?.startsWith('/nope') ? 404 : 200;
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const path of [
      '/productPage/ProductDetailedPage/7',
      '/ar/productPage/ProductDetailedPage/12',
      '/nope-1',
      '/nope-2',
    ])
      await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  process.env.METRICS_TOKEN = TOKEN;
  const { text } = await scrape(`Bearer ${TOKEN}`);
  const count = (route: string, status: number) =>
    sample(text, `kinglife_http_requests_total{method="GET",route="${route}",status="${status}"}`);
  expect(count('/productPage/ProductDetailedPage/:id', 200)).toBe(1);
  expect(count('/ar/productPage/ProductDetailedPage/:id', 200)).toBe(1);
  expect(count('(not found)', 404)).toBe(2);
  expect(sample(text, 'kinglife_http_request_duration_seconds_count{method="GET",route="(not found)"}')).toBe(
    2,
  );
  expect(text).not.toContain('nope');
  expect(routeLabel('/api/v1/documents/link/:token', 200)).toBe('/api/v1/documents/link/:token');
  expect(routeLabel('/media/public/3f2c9a7e5b2d4c1a8e6f0b9d7c5a3e1f.webp', 200)).toBe('/media/public/*');
});

it("reads the mail backlog, webhooks, the pool and the page cache's lookups when scraped", async () => {
  process.env.METRICS_TOKEN = TOKEN;
  const first = (await scrape(`Bearer ${TOKEN}`)).text;
  const hits = sample(first, 'kinglife_page_cache_lookups{result="hit"}')!;
  const misses = sample(first, 'kinglife_page_cache_lookups{result="miss"}')!;
  countLookup(true);
  countLookup(true);
  countLookup(false);
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
  await getDb()
    .insert(outgoingMail)
    .values([
      { to: 'a@example.com', subject: 'waiting', text: 'x', createdAt: tenMinutesAgo },
      { to: 'b@example.com', subject: 'waiting too', text: 'x' },
      { to: 'c@example.com', subject: 'given up', text: 'x', status: 'failed' },
      { to: 'd@example.com', subject: 'sent', text: 'x', status: 'sent' },
    ]);
  const { text } = await scrape(`Bearer ${TOKEN}`);
  expect(sample(text, 'kinglife_page_cache_lookups{result="hit"}')).toBe(hits + 2);
  expect(sample(text, 'kinglife_page_cache_lookups{result="miss"}')).toBe(misses + 1);
  expect(sample(text, 'kinglife_mail_unsent')).toBe(2);
  expect(sample(text, 'kinglife_mail_failed')).toBe(1);
  expect(sample(text, 'kinglife_mail_oldest_unsent_seconds')).toBeGreaterThanOrEqual(590);
  expect(sample(text, 'kinglife_webhook_deliveries{state="failed"}')).toBe(0);
  expect(sample(text, 'kinglife_webhook_endpoints{condition="failing"}')).toBe(0);
  expect(sample(text, 'kinglife_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  expect(text).toContain('# TYPE kinglife_tasks gauge');
  expect(text).not.toContain('example.com');
});

it('has every figure the Grafana dashboard in deploy/ graphs', async () => {
  process.env.METRICS_TOKEN = TOKEN;
  const { text } = await scrape(`Bearer ${TOKEN}`);
  const dashboard = fs.readFileSync(
    path.join(process.cwd(), 'deploy', 'grafana', 'kinglife-dashboard.json'),
    'utf8',
  );
  const queried = [...new Set(dashboard.match(/\b(?:kinglife|nodejs|process)_[a-z0-9_]+/g))];
  expect(queried.length).toBeGreaterThan(8);
  for (const name of queried)
    expect(text).toMatch(new RegExp(`^# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `, 'm'));
});
