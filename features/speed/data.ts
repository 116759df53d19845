import 'server-only';
/**
 * Visitors' speed (Core Web Vitals from their browsers, POST /api/v1/vitals), aggregated as it
 * arrives into one row per Dubai day, page, language and device class (web_vitals), each vital a
 * histogram over VITAL_BUCKETS; and read back for the Site speed screen as 75th percentiles.
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { SiteSpeedDto } from './dto';
import type { SiteSpeedQuery } from './validation';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { webVitals } from '@/lib/db/schema';
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

/** Adds one page view's readings to its day's row. */
export async function recordBeacon(db: Database, beacon: Beacon, now = clockNow()): Promise<void> {
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
    INSERT INTO web_vitals (day, page, locale, device, views, lcp, inp, cls, fcp, ttfb, connections)
    VALUES (${dubaiDay(now)}, ${beacon.page}, ${beacon.locale}, ${beacon.device}, 1,
      ${initial('LCP')}::int[], ${initial('INP')}::int[], ${initial('CLS')}::int[], ${initial('FCP')}::int[],
      ${initial('TTFB')}::int[], ${`{${connections.join(',')}}`}::int[])
    ON CONFLICT (day, page, locale, device) DO UPDATE SET
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

/**
 * The Site speed screen: for the last `days` Dubai days (today included), each page's 75th
 * percentile of every vital, slowest LCP first (against its "good" limit), and the whole site's
 * p75 LCP and INP per day; narrowed to a language and a device class when asked.
 */
export async function readSiteSpeed(query: SiteSpeedQuery, now = clockNow()): Promise<SiteSpeedDto> {
  const first = dubaiDay(new Date(now.getTime() - (query.days - 1) * 86_400_000));
  const where: SQL | undefined = and(
    gte(webVitals.day, first),
    query.locale ? eq(webVitals.locale, query.locale) : undefined,
    query.device ? eq(webVitals.device, query.device) : undefined,
  );
  const rows = await getDb().select().from(webVitals).where(where).orderBy(asc(webVitals.day));

  const byPage = new Map<string, { views: number; histograms: Histograms }>();
  const byDay = new Map<string, Histograms>();
  for (const row of rows) {
    const page = byPage.get(row.page) ?? { views: 0, histograms: emptyHistograms() };
    page.views += row.views;
    add(page.histograms, row);
    byPage.set(row.page, page);
    const day = byDay.get(row.day) ?? emptyHistograms();
    add(day, row);
    byDay.set(row.day, day);
  }
  const pages = [...byPage].map(([page, { views, histograms }]) => ({
    page: page as SiteSpeedDto['pages'][number]['page'],
    views,
    p75: p75s(histograms),
    readings: counts(histograms),
  }));
  pages.sort((a, b) => (b.p75.LCP ?? -1) - (a.p75.LCP ?? -1) || (b.p75.INP ?? -1) - (a.p75.INP ?? -1));
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
  return { days: query.days, first, pages, daily, views: pages.reduce((s, p) => s + p.views, 0) };
}
