/**
 * JavaScript weight of the public pages against the framework's floor, side by side in one run:
 * each page of the running production site and the floor's single page are loaded in Chromium at
 * 375 px with a cold cache, three times each, and the compressed bytes of every script they
 * download are summed (the browser's own network accounting). Prints the medians and the
 * difference, against the budgets over the floor (./jsWeight.ts):
 *   +15 KB text pages, +45 KB home (carousels included once they have loaded), +60 KB forms.
 * CI holds the same budgets in e2e/js-weight.spec.ts.
 *
 *   npm run build && npm start &          # the site, then:
 *   BASE_URL=http://localhost:3000 npm run bench:js
 * Exits 1 when a page is over its budget.
 */
import type { Browser } from '@playwright/test';
import { launchChromium, median, serveFloor, siteUrl } from './common';
import { JS_BUDGETS, jsPages, overJsBudget, scriptKb } from './jsWeight';

const RUNS = 3;

async function medianKb(browser: Browser, url: string, scrollThrough = false) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await scriptKb(browser, url, scrollThrough));
  return { kb: median(runs), runs };
}

async function main() {
  const base = siteUrl();
  const pages = await jsPages(base);
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
    for (const page of pages) {
      const site = await medianKb(browser, base + page.path, page.scroll);
      const diff = site.kb - floorKb.kb;
      const ok = !overJsBudget(page, site.kb, floorKb.kb);
      if (!ok) over++;
      console.log(
        `${page.path.padEnd(42)} ${site.kb.toFixed(1).padStart(6)} KB ${floorKb.kb.toFixed(1).padStart(6)} KB ${`+${diff.toFixed(1)}`.padStart(6)} KB  ≤ +${JS_BUDGETS[page.kind]} KB ${ok ? 'ok' : 'OVER'}   runs ${site.runs.map((r) => r.toFixed(1)).join(' / ')}`,
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
