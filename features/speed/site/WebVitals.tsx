'use client';

import { useEffect } from 'react';

/**
 * Reports this page view's Core Web Vitals (Site speed in the admin) for `samplePercent` % of
 * views. Nothing is loaded until the page has loaded and the browser is idle; then reportVitals.ts
 * (with the web-vitals library) is fetched as a chunk of its own, so a page carries only this.
 */
export function WebVitals({ samplePercent }: { samplePercent: number }) {
  useEffect(() => {
    if (Math.random() * 100 >= samplePercent) return;
    let cancelled = false;
    const report = () => {
      if (!cancelled) void import('./reportVitals').then(({ reportVitals }) => reportVitals());
    };
    const start = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(report);
      else setTimeout(report, 1);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [samplePercent]);
  return null;
}
