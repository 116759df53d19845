/**
 * JavaScript budget check (ARCHITECTURE.md "Budgets"): loads each public page in Chromium from a
 * running production server and sums the compressed bytes of the JavaScript it downloads.
 *   npm run build && npm start &      # then
 *   BASE_URL=http://localhost:3000 npm run bench:js
 * Exits 1 when a page is over its budget.
 */
import { chromium } from '@playwright/test';

const BUDGETS_KB: Record<string, number> = {
  '/': 230,
  '/about': 160,
  '/services': 160,
  '/terms-and-conditions': 160,
  '/privacy-policy': 160,
  '/productPage': 200,
  '/productPage/ProductDetailedPage/1': 200,
  '/blogPage': 200,
  '/blogPage/blogdetails/1': 200,
  '/newsdetails': 200,
  '/careers': 200,
  '/careers/apply': 230,
  '/contact': 200,
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
    const status = kb <= budget ? 'ok' : 'OVER';
    if (kb > budget) over++;
    rows.push(`${path.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB  (budget ${budget} KB) ${status}`);
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
