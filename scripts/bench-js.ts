/**
 * JavaScript budget check (ARCHITECTURE.md "Budgets"): loads each public page in Chromium from a
 * running production server and sums the compressed bytes of the JavaScript it downloads.
 *   npm run build && npm start &      # then
 *   BASE_URL=http://localhost:3000 npm run bench:js
 * Exits 1 when a page is over its budget.
 */
import { chromium } from '@playwright/test';

/** Budgets from ARCHITECTURE.md; pages without one are measured and listed only. */
const BUDGETS_KB: Record<string, number | null> = {
  '/': 230,
  '/about': 160,
  '/services': 160,
  '/terms-and-conditions': 160,
  '/privacy-policy': 160,
  '/productPage': null,
  '/productPage/ProductDetailedPage/1': null,
  '/blogPage': null,
  '/blogPage/blogdetails/1': null,
  '/newsdetails': null,
  '/careers': null,
  '/careers/apply': null,
  '/contact': null,
};

async function main() {
  const base = process.env.BASE_URL ?? 'http://localhost:3000';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let over = 0;
  const rows: string[] = [];
  for (const [path, budget] of Object.entries(BUDGETS_KB)) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const sizes = new Map<string, number>();
    const scripts = new Set<string>();
    client.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.add(e.requestId);
    });
    client.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const kb = [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) / 1024;
    const status =
      budget === null ? '' : kb <= budget ? `(budget ${budget} KB) ok` : `(budget ${budget} KB) OVER`;
    if (budget !== null && kb > budget) over++;
    rows.push(`${path.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB  ${status}`);
    await context.close();
  }
  await browser.close();
  console.log(rows.join('\n'));
  process.exit(over ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
