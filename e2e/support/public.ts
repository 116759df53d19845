import { expect, type Page, type Response } from '@playwright/test';

/**
 * Opens a public page until `check` passes. A staff change shows on the next request; only when a
 * render of that page had already begun before the save (a link prefetch, another visitor) can
 * the old version be served for up to a few seconds (lib/data/cache.ts), so this retries briefly.
 * `check` gets the page's response (e.g. to expect a 404).
 */
export async function expectOnPublicPage(
  page: Page,
  url: string,
  check: (response: Response | null) => Promise<void>,
) {
  await expect(async () => {
    const response = await page.goto(url);
    await check(response);
  }).toPass({ timeout: 12_000, intervals: [250, 500, 1000] });
}

/** A request through Varnish, which playwright.config.ts starts in front of the test server. */
export async function throughCdn(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${process.env.E2E_VARNISH_URL}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
