/**
 * This page view's Core Web Vitals, measured by the web-vitals library and sent once, as the
 * page is hidden or left, with navigator.sendBeacon (features/speed/validation.ts holds the shape).
 * It names the page by its path, without the query (the server tells which page that is), and the
 * visitor not at all.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { apiUrl, VITALS_PATH } from '@/lib/routing/publicPaths';
import { isLocale } from '@/lib/i18n/locales';
import { CONNECTIONS, PHONE_MAX_WIDTH, type Connection, type Vital } from '@/features/speed/vitals';
import type { BeaconBody } from '@/features/speed/validation';

export function reportVitals(): void {
  const locale = document.documentElement.lang;
  if (!isLocale(locale)) return;
  const path = window.location.pathname;
  const effectiveType = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  const vitals: Partial<Record<Vital, number>> = {};
  const keep = (metric: Metric) => {
    // Milliseconds as whole numbers; CLS to four places.
    vitals[metric.name as Vital] =
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep, { reportAllChanges: true });

  let sent = false;
  const send = () => {
    if (sent || Object.keys(vitals).length === 0) return;
    sent = true;
    const beacon: BeaconBody = {
      path,
      locale,
      device: window.innerWidth <= PHONE_MAX_WIDTH ? 'phone' : 'desktop',
      ...((CONNECTIONS as readonly string[]).includes(effectiveType ?? '')
        ? { connection: effectiveType as Connection }
        : {}),
      vitals,
    };
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    navigator.sendBeacon(apiUrl(VITALS_PATH), body);
  };
  // Sent as the page is hidden: on leaving it too (Chromium fires this after pagehide, once
  // web-vitals, listening on window before this listener on document, has flushed its last INP
  // and CLS; a pagehide listener would send before that).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Says that this view is measured (it loads on idle, and only for the sampled share of views).
  document.documentElement.dataset.vitals = 'listening';
}
