/**
 * The speed a visitor's browser measured on a public page (Core Web Vitals, by the `web-vitals`
 * library), as one small beacon per page view: POST /api/v1/vitals, this schema on both sides.
 * Nothing in it names the visitor: no cookie, address or browser string, only the page's path,
 * its language, a device class from the viewport's width and the connection type where known.
 */
import * as z from 'zod/mini';
import { LOCALES } from '@/lib/i18n/locales';
import { ITEM_PAGES, publicViewOf, type ItemPage, type PublicPage } from '@/lib/routing/routes';
import { CONNECTIONS, DEVICE_CLASSES, VITALS, type Vital } from './vitals';

/** A beacon's largest body: a few hundred bytes are enough. */
export const BEACON_MAX_BYTES = 1024;

/** Beyond these a reading is a broken clock, not a slow page. */
const CEILING: Record<Vital, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };
const reading = (vital: Vital) =>
  z.optional(z.number().check(z.refine((v) => Number.isFinite(v) && v >= 0 && v <= CEILING[vital])));

/** Whether `page` is one of the pages of one item each (a product, a blog post, a news article). */
export const isItemPage = (page: PublicPage | ''): page is ItemPage =>
  (ITEM_PAGES as readonly string[]).includes(page);

/** The longest page path a beacon names (an item's page in Arabic is under 40 characters). */
const PATH_MAX = 200;

/**
 * As the browser sends it, the page is its path (without the query, in either language); the
 * server tells which page that is and, on an item's page, which item (lib/routing/publicViews.ts),
 * so the script every page loads carries no table of the site's paths.
 */
export const beaconSchema = z.pipe(
  z
    .strictObject({
      path: z.string().check(
        z.maxLength(PATH_MAX),
        z.refine((path) => publicViewOf(path) !== null, 'Not a page of the site.'),
      ),
      locale: z.enum(LOCALES),
      device: z.enum(DEVICE_CLASSES),
      connection: z.optional(z.enum(CONNECTIONS)),
      vitals: z.strictObject(
        Object.fromEntries(VITALS.map((v) => [v, reading(v)])) as Record<Vital, ReturnType<typeof reading>>,
      ),
    })
    .check(
      z.refine(
        (b) => VITALS.some((v) => b.vitals[v] !== undefined),
        'A beacon carries at least one reading.',
      ),
    ),
  z.transform(({ path, ...beacon }) => ({ ...beacon, ...publicViewOf(path)! })),
);
/** A beacon as it is counted: its page's key and, on an item's page, the item's id. */
export type Beacon = z.output<typeof beaconSchema>;
/** A beacon as the browser sends it. */
export type BeaconBody = z.input<typeof beaconSchema>;

/** The percentage of page views that report (General settings); the default is all of them. */
export const VITALS_SAMPLE_DEFAULT = 100;

/** The periods the Site speed screen offers, in days. */
export const SPEED_PERIODS = [7, 28, 90] as const;

/**
 * The Site speed screen's query (?days=&locale=&device=&group=), the screen's and its route's; a
 * bad value falls back to its default. `group`, a kind of item page ('product'), opens that group:
 * its pages one by one.
 */
export const siteSpeedQuerySchema = z.object({
  days: z.catch(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v)),
      z.union(SPEED_PERIODS.map((d) => z.literal(d))),
    ),
    28,
  ),
  locale: z.catch(z.enum(['', ...LOCALES]), ''),
  device: z.catch(z.enum(['', ...DEVICE_CLASSES]), ''),
  group: z.catch(z.enum(['', ...ITEM_PAGES]), ''),
});
export type SiteSpeedQuery = z.output<typeof siteSpeedQuerySchema>;
