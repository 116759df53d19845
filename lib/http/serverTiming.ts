/**
 * A failed page's request id, carried where the page's script can read it: a 5xx answer names it
 * in Server-Timing (lib/http/requestGuard.ts), exposed as PerformanceNavigationTiming.serverTiming,
 * while X-Request-Id is not readable from a page. The site's error page shows it to quote.
 */
export const REQUEST_ID_TIMING = 'request';

/** The request id of this page's own load when that load failed (5xx), or undefined. */
export function failedLoadRequestId(): string | undefined {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!load || (load.responseStatus ?? 0) < 500) return undefined;
  return load.serverTiming.find((entry) => entry.name === REQUEST_ID_TIMING)?.description || undefined;
}
