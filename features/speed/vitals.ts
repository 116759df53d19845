/**
 * The words of a page view's speed report, without a schema (the page's reporter loads these
 * alone; features/speed/validation.ts checks a report with them).
 */

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
