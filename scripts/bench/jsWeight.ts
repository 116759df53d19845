/**
 * The JavaScript weight of a page as a visitor's browser downloads it, and the budgets each kind of
 * page has over the framework's floor (a minimal Next page of the same version, serveFloor in
 * ./common): what `npm run bench:js` prints (medians of three runs) and what the layout gate holds
 * in CI (e2e/js-weight.spec.ts: bytes, no clock, so one run is enough).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { firstJobId } from './common';

/**
 * KB (compressed, as downloaded) a page may add to the floor: the budgets `bench:js` reports against
 * and CI holds. Measured on 30 Nov 2026 (with the first-touch note on every page): text pages +10.8 to
 * +14.7 KB, forms +53.8 to +59.0, home +37.0.
 */
export const JS_BUDGETS = { text: 15, home: 45, form: 60 } as const;
export type JsPageKind = keyof typeof JS_BUDGETS;

export interface JsPage {
  path: string;
  kind: JsPageKind;
  /** Scrolled through, so that what loads on approach (the home page's carousels) is counted. */
  scroll: boolean;
}

/** Every kind of public page, and the Arabic of the ones whose texts differ most. */
export async function jsPages(base: string): Promise<JsPage[]> {
  const english: JsPage[] = [
    { path: '/', kind: 'home', scroll: true },
    ...[
      '/about',
      '/services',
      '/productPage',
      '/productPage/ProductDetailedPage/1',
      '/blogPage',
      '/blogPage/blogdetails/1',
      '/newsdetails/1',
      '/terms-and-conditions',
      '/privacy-policy',
    ].map((path): JsPage => ({ path, kind: 'text', scroll: false })),
    ...['/contact', '/quote', '/account/sign-in', `/careers/apply?jobId=${await firstJobId(base)}`].map(
      (path): JsPage => ({ path, kind: 'form', scroll: false }),
    ),
  ];
  // The Arabic site has the same budgets (its font is CSS, not JavaScript, but its texts are props).
  const arabic = english
    .filter(
      ({ path }) =>
        [
          '/',
          '/about',
          '/productPage/ProductDetailedPage/1',
          '/contact',
          '/quote',
          '/account/sign-in',
        ].includes(path) || path.startsWith('/careers/apply'),
    )
    .map((page) => ({ ...page, path: page.path === '/' ? '/ar' : `/ar${page.path}` }));
  return [...english, ...arabic];
}

/**
 * The compressed KB of every script `url` downloads at 375 px with a cold cache. `prepare` may
 * route the context's requests first (the gate's planted script).
 */
export async function scriptKb(
  browser: Browser,
  url: string,
  scrollThrough: boolean,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await prepare?.(context);
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sizes = new Map<string, number>();
  const scripts = new Set<string>();
  client.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  client.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(url, { waitUntil: 'networkidle' });
  if (scrollThrough) {
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
  }
  const kb = [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) / 1024;
  await context.close();
  return kb;
}

/** What a page adds to the floor, as a line: '/about: 155.1 KB of JavaScript, +21.4 KB over the floor's 133.8 KB'. */
export function jsWeightLine(page: JsPage, siteKb: number, floorKb: number): string {
  return `${page.path}: ${siteKb.toFixed(1)} KB of JavaScript, +${(siteKb - floorKb).toFixed(1)} KB over the floor's ${floorKb.toFixed(1)} KB`;
}

/** The line and the limit for a page over its budget, else null. */
export function overJsBudget(page: JsPage, siteKb: number, floorKb: number): string | null {
  const limit = JS_BUDGETS[page.kind];
  return siteKb - floorKb > limit
    ? `${jsWeightLine(page, siteKb, floorKb)} (limit for a ${page.kind} page: +${limit} KB)`
    : null;
}
