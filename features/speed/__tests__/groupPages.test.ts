/**
 * Site speed's groups opened (issue #45): every product's page is one group on the screen, and an
 * Owner (or Editor) opens it to see each product's page with its own figures. On a real database:
 * a beacon from an item's page names the item; only a published item is told apart (made-up ids
 * add no rows); ?group= is read by the screen's own schema, with the other filters.
 */
import { eq } from 'drizzle-orm';
import { call, signIn } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { expireTags, tags } from '@/lib/data/cache';
import { products, rateLimits, webVitals } from '@/lib/db/schema';
import { routes } from '@/lib/routing/routes';
import type { SiteSpeedDto } from '@/features/speed/dto';
import { siteSpeedQuerySchema } from '@/features/speed/validation';
import { GET as speed } from '@/app/api/v1/admin/speed/route';
import { POST } from '@/app/api/v1/vitals/route';

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

function beacon(body: Record<string, unknown>) {
  return POST(
    new Request(`${ORIGIN}/api/v1/vitals`, {
      method: 'POST',
      headers: {
        host: 'kinglife.test',
        origin: ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.${Math.floor(++client / 250) % 250}.${client % 250}`,
      },
      body: JSON.stringify(body),
    }),
  );
}

/** A product page's beacon; `item` undefined: a page whose address writes no plain id (/…/007). */
const view = (item: number | string | undefined, LCP: number, locale = 'en') => ({
  path: `${locale === 'ar' ? '/ar' : ''}/productPage/ProductDetailedPage/${item ?? '007'}`,
  locale,
  device: 'desktop',
  vitals: { LCP, INP: 80 },
});

/** A product published or not, as a staff write does it (the published ids kept are expired). */
async function publish(id: number, published: boolean) {
  await testDb.db.update(products).set({ published }).where(eq(products.id, id));
  await expireTags(testDb.db, tags.products);
}

async function read(query: string, role: 'owner' | 'editor' = 'owner'): Promise<SiteSpeedDto> {
  const staff = await signIn(testDb.db, undefined, role);
  const answer = await call(speed, staff.request('GET', `/api/v1/admin/speed${query}`));
  expect(answer.status).toBe(200);
  return answer.json();
}

const nameOf = async (id: number) =>
  (await testDb.db.select({ name: products.name }).from(products).where(eq(products.id, id)))[0].name;

it('a product page’s beacon is counted under its product; one without, or of no such product, under the group alone', async () => {
  for (const body of [view(3, 3200), view(3, 3400), view(5, 900), view(undefined, 1500), view(99_999, 1200)])
    expect((await beacon(body)).status).toBe(204);
  const rows = await testDb.db.select().from(webVitals);
  expect(rows.map((row) => [row.item, row.views]).sort((a, b) => a[0] - b[0])).toEqual([
    [0, 2],
    [3, 2],
    [5, 1],
  ]);
});

it('an item is read from its page’s path, only as a plain whole number', async () => {
  for (const body of [
    { ...view(3, 1000), path: '/about/3' },
    { ...view(3, 1000), item: 3 },
    { ...view(3, 1000), page: 'product' },
  ])
    expect((await beacon(body)).status).toBe(400);
  expect(await testDb.db.select().from(webVitals)).toEqual([]);
  for (const item of ['2.5', '0', '%33', '3x']) expect((await beacon(view(item, 1000))).status).toBe(204);
  expect((await testDb.db.select().from(webVitals)).map((row) => row.item)).toEqual([0]);
});

it('an unpublished product’s visits are not told apart', async () => {
  await publish(7, false);
  try {
    expect((await beacon(view(7, 1000))).status).toBe(204);
    expect((await testDb.db.select().from(webVitals)).map((row) => row.item)).toEqual([0]);
  } finally {
    await publish(7, true);
  }
});

describe('Site speed', () => {
  beforeEach(async () => {
    // Product 3 slow (LCP 3.2–3.4 s), product 5 fast, in English; product 5 also once in Arabic;
    // and two visits not told apart (an old reading, a made-up id).
    for (const body of [
      view(3, 3200),
      view(3, 3400),
      view(5, 900),
      view(5, 950, 'ar'),
      view(undefined, 1500),
      view(123_456, 1200),
    ])
      expect((await beacon(body)).status).toBe(204);
  });

  it('keeps every product’s page as one group, with how many pages it holds, and opens none unasked', async () => {
    const all = await read('?days=7');
    expect(all.group).toBeNull();
    const product = all.pages.find((page) => page.page === 'product')!;
    expect(product).toMatchObject({ views: 6, items: 2 });
  });

  it('opens a group: each product’s page, named, with its address and figures, slowest first; the rest last', async () => {
    for (const role of ['owner', 'editor'] as const) {
      const opened = await read('?days=7&group=product', role);
      expect(opened.group?.page).toBe('product');
      const items = opened.group!.items;
      expect(items.map((item) => [item.id, item.views])).toEqual([
        [3, 2],
        [5, 2],
        [null, 2],
      ]);
      expect(items[0]).toMatchObject({ name: await nameOf(3), path: routes.product(3) });
      expect(items[0].p75.LCP).toBeGreaterThan(3000);
      expect(items[0].p75.LCP).toBeLessThan(3500);
      expect(items[1].p75.LCP).toBeLessThan(1000);
      expect(items[1].readings.LCP).toBe(2);
      expect(items[2]).toMatchObject({ name: null, path: null });
      // The group's list itself is still there, and the group's sum is its pages'.
      const product = opened.pages.find((page) => page.page === 'product')!;
      expect(items.reduce((sum, item) => sum + item.views, 0)).toBe(product.views);
    }
  });

  it('opens a group with the other filters: one language', async () => {
    const arabic = await read('?days=7&locale=ar&group=product');
    expect(arabic.group!.items.map((item) => [item.id, item.views])).toEqual([[5, 1]]);
  });

  it('opens a group that has no visits as an empty list', async () => {
    expect((await read('?days=7&group=blogPost')).group).toEqual({ page: 'blogPost', items: [] });
  });

  it('names a product deleted since by nothing (the screen says it was deleted)', async () => {
    await testDb.db.update(webVitals).set({ item: 2_000_000 }).where(eq(webVitals.item, 5));
    const opened = await read('?days=7&group=product');
    expect(opened.group!.items.find((item) => item.id === 2_000_000)).toMatchObject({ name: null });
  });

  it('reads ?group= with the screen’s own schema: a page that is not a group, or nonsense, opens none', async () => {
    for (const group of ['about', 'home', '<b>', 'product%00']) {
      expect(siteSpeedQuerySchema.parse({ group }).group).toBe('');
      expect((await read(`?days=7&group=${encodeURIComponent(group)}`)).group).toBeNull();
    }
  });

  it('is not for HR or Sales, group or not', async () => {
    for (const role of ['hr', 'sales'] as const) {
      const staff = await signIn(testDb.db, undefined, role);
      const answer = await call(speed, staff.request('GET', '/api/v1/admin/speed?group=product'));
      expect(answer.status).toBe(403);
    }
  });
});
