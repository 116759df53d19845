'use client';

import { useEffect } from 'react';

/**
 * Counts this 404 in the Redirects screen's log: once, as the not-found page is shown, it sends
 * its path (the server drops any query) and the host of the page that linked here, nothing else,
 * with navigator.sendBeacon to `url` (POST /api/v1/not-found). From the browser, so a 404 that a
 * CDN answered from its copy is counted too. A few hundred bytes: no schema here, the server checks.
 */
export function NotFoundBeacon({ url }: { url: string }) {
  useEffect(() => {
    let referrer = '';
    try {
      referrer = document.referrer && new URL(document.referrer).host;
    } catch {}
    const body = JSON.stringify(
      referrer ? { path: location.pathname, referrer } : { path: location.pathname },
    );
    navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
  }, [url]);
  return null;
}
