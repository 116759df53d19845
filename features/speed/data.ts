import 'server-only';
/**
 * Visitors' speed (Core Web Vitals from their browsers, POST /api/v1/vitals), aggregated as it
 * arrives into one row per Dubai day, page, language and device class (web_vitals), each vital a
 * histogram over VITAL_BUCKETS; and read back for the Site speed screen as 75th percentiles.
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ItemSpeedDto, SiteSpeedDto } from './dto';
import { isItemPage, type SiteSpeedQuery } from './validation';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { blogPosts, news, products, webVitals } from '@/lib/db/schema';
import { isPublished } from '@/lib/data/publishedIds';
import { routes, type ItemPage } from '@/lib/routing/routes';
import { dubaiDay } from '@/lib/text/dates';
import { CONNECTIONS, VITALS, type Vital } from './vitals';
import type { Beacon } from './validation';

/**
 * The lower edge of each histogram bucket (the last is open-ended): ms for the timings, unitless
 * for CLS. Finer around Google's "good" and "poor" limits, where a p75 decides a verdict.
 */
export const VITAL_BUCKETS: Record<Vital, readonly number[]> = {
  LCP: [
    0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 5000, 6000, 8000,
    10_000, 15_000, 20_000,
  ],
  FCP: [
    0, 250, 500, 750, 1000, 1250, 1500, 1800, 2100, 2400, 2700, 3000, 3500, 4000, 5000, 6000, 8000, 10_000,
    15_000,
  ],
  TTFB: [0, 50, 100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2500, 3500, 5000, 8000],
  INP: [0, 25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 3000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
};

/** How long the readings are kept. */
export const VITALS_RETENTION_DAYS = 400;

const COLUMN: Record<Vital, 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb'> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  FCP: 'fcp',
  TTFB: 'ttfb',
};

/** The bucket (0-based) a reading falls in. */
export function bucketOf(vital: Vital, value: number): number {
  const edges = VITAL_BUCKETS[vital];
  let i = edges.length - 1;
  while (i > 0 && value < edges[i]) i--;
  return i;
}

/**
 * The p-th percentile (0–1) of a histogram, interpolated within its bucket; the open last bucket
 * answers its lower edge. null without readings.
 */
export function percentileOf(vital: Vital, counts: readonly number[], p = 0.75): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const edges = VITAL_BUCKETS[vital];
  const rank = p * total;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    if (below + counts[i] >= rank && counts[i] > 0) {
      if (i === edges.length - 1) return edges[i];
      return edges[i] + ((rank - below) / counts[i]) * (edges[i + 1] - edges[i]);
    }
    below += counts[i];
  }
  return edges[edges.length - 1];
}

/**
 * The item a beacon's page view is counted under: its id when it names a published item of its
 * page's kind, else 0 (the group's readings not told apart), so that made-up ids add no rows.
 */
async function itemOf(beacon: Beacon): Promise<number> {
  const { page, item } = beacon;
  return item !== undefined && isItemPage(page) && (await isPublished(page, String(item))) ? item : 0;
}

/** Adds one page view's readings to its day's row. */
export async function recordBeacon(db: Database, beacon: Beacon, now = clockNow()): Promise<void> {
  const item = await itemOf(beacon);
  const connection = beacon.connection ? CONNECTIONS.indexOf(beacon.connection) : CONNECTIONS.length;
  const initial = (vital: Vital) => {
    const counts = Array(VITAL_BUCKETS[vital].length).fill(0);
    const value = beacon.vitals[vital];
    if (value !== undefined) counts[bucketOf(vital, value)] = 1;
    return `{${counts.join(',')}}`;
  };
  const connections = Array(CONNECTIONS.length + 1).fill(0);
  connections[connection] = 1;
  // PostgreSQL arrays count from 1; one element of each histogram goes up.
  const bumps = VITALS.filter((v) => beacon.vitals[v] !== undefined).map((v) => {
    const column = sql.identifier(COLUMN[v]);
    const at = sql.raw(String(bucketOf(v, beacon.vitals[v]!) + 1));
    return sql`${column}[${at}] = ${sql.identifier('web_vitals')}.${column}[${at}] + 1`;
  });
  const connectionAt = sql.raw(String(connection + 1));
  await db.execute(sql`
    INSERT INTO web_vitals (day, page, item, locale, device, views, lcp, inp, cls, fcp, ttfb, connections)
    VALUES (${dubaiDay(now)}, ${beacon.page}, ${item}, ${beacon.locale}, ${beacon.device}, 1,
      ${initial('LCP')}::int[], ${initial('INP')}::int[], ${initial('CLS')}::int[], ${initial('FCP')}::int[],
      ${initial('TTFB')}::int[], ${`{${connections.join(',')}}`}::int[])
    ON CONFLICT (day, page, item, locale, device) DO UPDATE SET
      views = web_vitals.views + 1,
      connections[${connectionAt}] = web_vitals.connections[${connectionAt}] + 1
      ${bumps.length ? sql`, ${sql.join(bumps, sql`, `)}` : sql``}
  `);
}

/** Forgets readings older than VITALS_RETENTION_DAYS; answers how many rows went. */
export async function purgeOldVitals(tx: Transaction, now = clockNow()): Promise<number> {
  const oldest = dubaiDay(new Date(now.getTime() - VITALS_RETENTION_DAYS * 86_400_000));
  const removed = await tx
    .delete(webVitals)
    .where(lt(webVitals.day, oldest))
    .returning({ day: webVitals.day });
  return removed.length;
}

type Histograms = Record<Vital, number[]>;
const emptyHistograms = (): Histograms =>
  Object.fromEntries(VITALS.map((v) => [v, Array(VITAL_BUCKETS[v].length).fill(0)])) as Histograms;

function add(into: Histograms, row: typeof webVitals.$inferSelect) {
  for (const v of VITALS) row[COLUMN[v]].forEach((n, i) => (into[v][i] += n));
}

const p75s = (h: Histograms) =>
  Object.fromEntries(VITALS.map((v) => [v, percentileOf(v, h[v])])) as Record<Vital, number | null>;
const counts = (h: Histograms) =>
  Object.fromEntries(VITALS.map((v) => [v, h[v].reduce((s, n) => s + n, 0)])) as Record<Vital, number>;

/** Slowest first: by p75 LCP, then INP; unmeasured last. */
const slowestFirst = (a: { p75: Record<Vital, number | null> }, b: { p75: Record<Vital, number | null> }) =>
  (b.p75.LCP ?? -1) - (a.p75.LCP ?? -1) || (b.p75.INP ?? -1) - (a.p75.INP ?? -1);

/**
 * The Site speed screen: for the last `days` Dubai days (today included), each page's 75th
 * percentile of every vital, slowest LCP first (against its "good" limit), and the whole site's
 * p75 LCP and INP per day; narrowed to a language and a device class when asked. Each kind of item
 * page (every product's page) is one group; with `group`, that group's pages one by one too.
 */
export async function readSiteSpeed(query: SiteSpeedQuery, now = clockNow()): Promise<SiteSpeedDto> {
  const first = dubaiDay(new Date(now.getTime() - (query.days - 1) * 86_400_000));
  const where: SQL | undefined = and(
    gte(webVitals.day, first),
    query.locale ? eq(webVitals.locale, query.locale) : undefined,
    query.device ? eq(webVitals.device, query.device) : undefined,
  );
  const rows = await getDb().select().from(webVitals).where(where).orderBy(asc(webVitals.day));

  const byPage = new Map<string, { views: number; histograms: Histograms; items: Set<number> }>();
  const byItem = new Map<number, { views: number; histograms: Histograms }>();
  const byDay = new Map<string, Histograms>();
  for (const row of rows) {
    const page = byPage.get(row.page) ?? { views: 0, histograms: emptyHistograms(), items: new Set() };
    page.views += row.views;
    add(page.histograms, row);
    if (row.item !== 0) page.items.add(row.item);
    byPage.set(row.page, page);
    if (row.page === query.group) {
      const item = byItem.get(row.item) ?? { views: 0, histograms: emptyHistograms() };
      item.views += row.views;
      add(item.histograms, row);
      byItem.set(row.item, item);
    }
    const day = byDay.get(row.day) ?? emptyHistograms();
    add(day, row);
    byDay.set(row.day, day);
  }
  const pages = [...byPage].map(([page, { views, histograms, items }]) => ({
    page: page as SiteSpeedDto['pages'][number]['page'],
    views,
    p75: p75s(histograms),
    readings: counts(histograms),
    ...(isItemPage(page as SiteSpeedDto['pages'][number]['page']) ? { items: items.size } : {}),
  }));
  pages.sort(slowestFirst);
  const daily: SiteSpeedDto['daily'] = [];
  for (let i = 0; i < query.days; i++) {
    const day = dubaiDay(new Date(now.getTime() - (query.days - 1 - i) * 86_400_000));
    const h = byDay.get(day);
    daily.push({
      day,
      LCP: h ? percentileOf('LCP', h.LCP) : null,
      INP: h ? percentileOf('INP', h.INP) : null,
    });
  }
  const group = query.group ? { page: query.group, items: await itemSpeeds(query.group, byItem) } : null;
  return { days: query.days, first, pages, daily, views: pages.reduce((s, p) => s + p.views, 0), group };
}

/** The items of each kind of item page: where their names are. */
const ITEM_NAMES = {
  product: { table: products, name: products.name },
  blogPost: { table: blogPosts, name: blogPosts.title },
  newsItem: { table: news, name: news.title },
} as const;

/** One group's pages, named, slowest first; the readings not told apart by page come last. */
async function itemSpeeds(
  page: ItemPage,
  byItem: Map<number, { views: number; histograms: Histograms }>,
): Promise<ItemSpeedDto[]> {
  const ids = [...byItem.keys()].filter((id) => id !== 0);
  const { table, name } = ITEM_NAMES[page];
  const named = ids.length
    ? await getDb().select({ id: table.id, name }).from(table).where(inArray(table.id, ids))
    : [];
  const names = new Map(named.map((row) => [row.id, row.name]));
  const items = [...byItem].map(([id, { views, histograms }]): ItemSpeedDto => {
    const known = id !== 0;
    return {
      id: known ? id : null,
      name: known ? (names.get(id) ?? null) : null,
      path: known ? routes[page](id) : null,
      views,
      p75: p75s(histograms),
      readings: counts(histograms),
    };
  });
  return items.sort((a, b) => Number(a.id === null) - Number(b.id === null) || slowestFirst(a, b));
}
