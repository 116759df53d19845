/**
 * The speed a visitor's browser measured on a public page (Core Web Vitals, by the `web-vitals`
 * library), as one small beacon per page view: POST /api/v1/vitals, this schema on both sides.
 * Nothing in it names the visitor: no cookie, address or browser string, only the page's key,
 * its language, a device class from the viewport's width and the connection type where known.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { PUBLIC_PAGES } from '../routing/routes';

/** Largest contentful paint, interaction to next paint, layout shift, first paint, first byte. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** Google's "good" limits (ms, CLS unitless), which the Site speed screen compares against. */
export const GOOD: Record<Vital, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };
/** Where "poor" starts. */
export const POOR: Record<Vital, number> = { LCP: 4000, INP: 500, CLS: 0.25, FCP: 3000, TTFB: 1800 };

export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
/** Narrower than this (CSS px) is a phone. */
export const PHONE_MAX_WIDTH = 767;

/** navigator.connection.effectiveType, where the browser tells it. */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** A beacon's largest body: a few hundred bytes are enough. */
export const BEACON_MAX_BYTES = 1024;

/** Beyond these a reading is a broken clock, not a slow page. */
const CEILING: Record<Vital, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };
const reading = (vital: Vital) =>
  z.optional(z.number().check(z.refine((v) => Number.isFinite(v) && v >= 0 && v <= CEILING[vital])));

export const beaconSchema = z
  .strictObject({
    page: z.enum(PUBLIC_PAGES),
    locale: z.enum(LOCALES),
    device: z.enum(DEVICE_CLASSES),
    connection: z.optional(z.enum(CONNECTIONS)),
    vitals: z.strictObject(
      Object.fromEntries(VITALS.map((v) => [v, reading(v)])) as Record<Vital, ReturnType<typeof reading>>,
    ),
  })
  .check(
    z.refine((b) => VITALS.some((v) => b.vitals[v] !== undefined), 'A beacon carries at least one reading.'),
  );
export type Beacon = z.output<typeof beaconSchema>;

/** The percentage of page views that report (General settings); the default is all of them. */
export const VITALS_SAMPLE_DEFAULT = 100;

/** The periods the Site speed screen offers, in days. */
export const SPEED_PERIODS = [7, 28, 90] as const;

/** The Site speed screen's query (?days=&locale=&device=); a bad value falls back to its default. */
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
});
export type SiteSpeedQuery = z.output<typeof siteSpeedQuerySchema>;
