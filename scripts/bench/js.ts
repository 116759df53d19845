/**
 * JavaScript weight of the public pages against the framework's floor, side by side in one run:
 * each page of the running production site and the floor's single page are loaded in Chromium at
 * 375 px with a cold cache, three times each, and the compressed bytes of every script they
 * download are summed (the browser's own network accounting). Prints the medians and the
 * difference, against the budgets over the floor:
 *   +15 KB text pages, +45 KB home (carousels included once they have loaded), +60 KB forms.
 *
 *   npm run build && npm start &          # the site, then:
 *   BASE_URL=http://localhost:3000 npm run bench:js
 * Exits 1 when a page is over its budget.
 */
import type { Browser } from '@playwright/test';
import { firstJobId, launchChromium, median, serveFloor, siteUrl } from './common';

const RUNS = 3;
const TEXT = 15;
const HOME = 45;
const FORM = 60;

async function scriptKb(browser: Browser, url: string, scrollThrough: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
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
    // Everything that loads when it comes into view (the carousels) is counted too.
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

async function medianKb(browser: Browser, url: string, scrollThrough = false) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await scriptKb(browser, url, scrollThrough));
  return { kb: median(runs), runs };
}

async function main() {
  const base = siteUrl();
  const pages: [string, number, boolean][] = [
    ['/', HOME, true],
    ['/about', TEXT, false],
    ['/services', TEXT, false],
    ['/productPage', TEXT, false],
    ['/productPage/ProductDetailedPage/1', TEXT, false],
    ['/blogPage', TEXT, false],
    ['/blogPage/blogdetails/1', TEXT, false],
    ['/newsdetails/1', TEXT, false],
    ['/terms-and-conditions', TEXT, false],
    ['/privacy-policy', TEXT, false],
    ['/contact', FORM, false],
    ['/quote', FORM, false],
    ['/account/sign-in', FORM, false],
    [`/careers/apply?jobId=${await firstJobId(base)}`, FORM, false],
  ];
  // The Arabic site has the same budgets (its font is CSS, not JavaScript, but its texts are props).
  pages.push(
    ...pages
      .filter(
        ([path]) =>
          [
            '/',
            '/about',
            '/productPage/ProductDetailedPage/1',
            '/contact',
            '/quote',
            '/account/sign-in',
          ].includes(path) || path.startsWith('/careers/apply'),
      )
      .map(([path, budget, scroll]): [string, number, boolean] => [
        path === '/' ? '/ar' : `/ar${path}`,
        budget,
        scroll,
      ]),
  );
  const floor = await serveFloor();
  const browser = await launchChromium();
  let over = 0;
  try {
    const floorKb = await medianKb(browser, floor.url);
    console.log(
      `floor (minimal Next page): ${floorKb.kb.toFixed(1)} KB  runs ${floorKb.runs.map((r) => r.toFixed(1)).join(' / ')}`,
    );
    console.log(
      `${'page'.padEnd(42)} ${'site'.padStart(8)} ${'floor'.padStart(8)} ${'diff'.padStart(8)}  budget`,
    );
    for (const [path, budget, scroll] of pages) {
      const site = await medianKb(browser, base + path, scroll);
      const diff = site.kb - floorKb.kb;
      const ok = diff <= budget;
      if (!ok) over++;
      console.log(
        `${path.padEnd(42)} ${site.kb.toFixed(1).padStart(6)} KB ${floorKb.kb.toFixed(1).padStart(6)} KB ${`+${diff.toFixed(1)}`.padStart(6)} KB  ≤ +${budget} KB ${ok ? 'ok' : 'OVER'}   runs ${site.runs.map((r) => r.toFixed(1)).join(' / ')}`,
      );
    }
  } finally {
    await browser.close();
    await floor.stop();
  }
  process.exit(over ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
