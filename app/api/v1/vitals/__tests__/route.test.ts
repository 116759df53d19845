/**
 * Visitors' speed beacons on a real database: each is added to its day's aggregate (no row per
 * visit, nothing naming the visitor), read back as 75th percentiles by the Site speed screen's
 * route for Owners and Editors only; wrong types, unknown pages, huge bodies, foreign pages and a
 * flood from one address change nothing beyond the per-client limit.
 */
import { sql } from 'drizzle-orm';
import { call, signIn } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { percentileOf } from '@/features/speed/data';
import { rateLimits, webVitals } from '@/lib/db/schema';
import { GET as speed } from '../../admin/speed/route';
import { POST } from '../route';

jest.setTimeout(120_000);

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  await testDb.drop();
});
beforeEach(async () => {
  await testDb.db.delete(webVitals);
  await testDb.db.delete(rateLimits);
});

const ORIGIN = 'http://kinglife.test';
let client = 0;

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request(`${ORIGIN}/api/v1/vitals`, {
      method: 'POST',
      headers: {
        host: 'kinglife.test',
        origin: ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.${Math.floor(++client / 250) % 250}.${client % 250}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const view = {
  path: '/ar/productPage/ProductDetailedPage/4',
  locale: 'ar',
  device: 'phone',
  connection: '4g',
  vitals: { LCP: 1830, INP: 96, CLS: 0.02, FCP: 1100, TTFB: 240 },
};

const rows = () => testDb.db.select().from(webVitals);
const views = async () => (await rows()).reduce((sum, row) => sum + row.views, 0);

describe('a beacon', () => {
  it('is added to its day, page, language and device, without a row per visit or anything naming the visitor', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(view)).status).toBe(204);
    expect((await beacon({ ...view, device: 'desktop', connection: undefined })).status).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(2);
    const phone = stored.find((row) => row.device === 'phone')!;
    expect(phone).toMatchObject({ page: 'product', locale: 'ar', views: 3 });
    expect(phone.lcp.reduce((a, b) => a + b)).toBe(3);
    expect(phone.connections).toEqual([0, 0, 0, 3, 0]);
    const desktop = stored.find((row) => row.device === 'desktop')!;
    expect(desktop.connections).toEqual([0, 0, 0, 0, 1]);
    // Nothing of the client is kept: not in the readings, not in the rate-limit counters.
    const columns = await testDb.db.execute<{ name: string }>(
      sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'web_vitals'`,
    );
    expect(columns.rows.map((c) => c.name).sort()).toEqual(
      [
        'cls',
        'connections',
        'day',
        'device',
        'fcp',
        'inp',
        'item',
        'lcp',
        'locale',
        'page',
        'ttfb',
        'views',
      ].sort(),
    );
    for (const { key } of await testDb.db.select().from(rateLimits)) expect(key).not.toMatch(/198\.51/);
  });

  it('may carry only the readings it has (a page left before any input has no INP)', async () => {
    expect((await beacon({ ...view, vitals: { TTFB: 300, FCP: 900 } })).status).toBe(204);
    const [row] = await rows();
    expect(row.inp.every((n) => n === 0)).toBe(true);
    expect(row.fcp.reduce((a, b) => a + b)).toBe(1);
  });
});

describe('a bad beacon answers 400 (or 403, 413) and stores nothing', () => {
  const wrong: [string, unknown][] = [
    ['an unknown page', { ...view, path: '/wp-admin' }],
    ['a page key instead of its path', { ...view, path: 'about' }],
    ['the admin', { ...view, path: '/admin' }],
    ['a path with its query', { ...view, path: '/about?q=1' }],
    ['a path over 200 characters', { ...view, path: `/productPage/ProductDetailedPage/${'1'.repeat(200)}` }],
    ['the page as its key, as the browser sent it before', { ...view, path: undefined, page: 'about' }],
    ['a language the site has not', { ...view, locale: 'fr' }],
    ['a device class that does not exist', { ...view, device: 'tablet' }],
    ['a connection type that does not exist', { ...view, connection: '5g' }],
    ['a reading as text', { ...view, vitals: { ...view.vitals, LCP: '1830' } }],
    ['a reading as true', { ...view, vitals: { ...view.vitals, INP: true } }],
    ['a reading as a list', { ...view, vitals: { ...view.vitals, CLS: [0.1] } }],
    ['a negative reading', { ...view, vitals: { ...view.vitals, TTFB: -5 } }],
    ['a reading no clock gives', { ...view, vitals: { ...view.vitals, LCP: 1e12 } }],
    ['an unknown vital', { ...view, vitals: { ...view.vitals, FID: 12 } }],
    ['no reading at all', { ...view, vitals: {} }],
    ['an extra field (a user agent)', { ...view, userAgent: 'Mozilla/5.0' }],
    ['a list for a body', [view]],
    ['not JSON', '{"page":'],
    ['a body over 1 KB', { ...view, pad: 'x'.repeat(2000) }],
  ];
  it.each(wrong)('%s', async (_case, body) => {
    const response = await beacon(body);
    expect([400, 413]).toContain(response.status);
    expect(await views()).toBe(0);
  });

  it('from another site (403)', async () => {
    expect((await beacon(view, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect(await views()).toBe(0);
  });

  it('as text/plain, which any page could send without asking (400)', async () => {
    expect((await beacon(view, { 'content-type': 'text/plain' })).status).toBe(400);
    expect(await views()).toBe(0);
  });
});

it('10,000 beacons in a minute from one address count 60, the rest are refused', async () => {
  const one = { 'x-forwarded-for': '203.0.113.77' };
  const statuses = new Map<number, number>();
  for (let i = 0; i < 10_000; i += 100) {
    const answers = await Promise.all(Array.from({ length: 100 }, () => beacon(view, one)));
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 204: 60, 429: 9_940 });
  expect(await views()).toBe(60);
  expect(await testDb.db.$count(webVitals)).toBe(1);
});

describe('Site speed', () => {
  it('answers each page’s 75th percentiles, slowest first, and the site’s per day', async () => {
    // About: LCP 1000…2980 ms evenly (p75 ≈ 2485); home: all at 900 ms.
    for (let i = 0; i < 100; i++)
      await beacon({ ...view, path: '/about', locale: 'en', vitals: { LCP: 1000 + i * 20, INP: 50 + i } });
    for (let i = 0; i < 20; i++) await beacon({ ...view, path: '/', locale: 'en', vitals: { LCP: 900 } });
    await beacon({ ...view, device: 'desktop', vitals: { LCP: 9000 } });

    const staff = await signIn(testDb.db, undefined, 'editor');
    const read = async (query = '') =>
      (await call(speed, staff.request('GET', `/api/v1/admin/speed${query}`))).json();
    const all = await read('?days=7');
    expect(all.pages.map((p: { page: string }) => p.page)).toEqual(['product', 'about', 'home']);
    const about = all.pages[1];
    expect(about.views).toBe(100);
    expect(about.p75.LCP).toBeGreaterThan(2400);
    expect(about.p75.LCP).toBeLessThan(2550);
    expect(about.p75.INP).toBeGreaterThan(110);
    expect(about.p75.INP).toBeLessThan(135);
    expect(all.daily).toHaveLength(7);
    expect(all.daily.at(-1).LCP).not.toBeNull();
    expect(all.daily[0].LCP).toBeNull();

    const phonesInEnglish = await read('?days=28&locale=en&device=phone');
    expect(phonesInEnglish.pages.map((p: { page: string }) => p.page)).toEqual(['about', 'home']);
    expect(phonesInEnglish.daily).toHaveLength(28);
  });

  it('is for Owners and Editors only', async () => {
    for (const role of ['hr', 'sales'] as const) {
      const staff = await signIn(testDb.db, undefined, role);
      expect((await call(speed, staff.request('GET', '/api/v1/admin/speed'))).status).toBe(403);
    }
    const owner = await signIn(testDb.db, undefined, 'owner');
    expect((await call(speed, owner.request('GET', '/api/v1/admin/speed'))).status).toBe(200);
  });
});

it('a percentile is read from a histogram, within its bucket', () => {
  // LCP buckets from 0, 250, 500 …: 2 readings in [0, 250), 2 in [250, 500); the 3rd of 4 lies
  // halfway through the second bucket.
  expect(percentileOf('LCP', [2, 2])).toBeCloseTo(375);
  expect(percentileOf('LCP', [0, 0])).toBeNull();
});
