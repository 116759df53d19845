/**
 * The first paint of every public page in both languages, read from its HTML and in Chromium at a
 * phone's and a desktop's width, without a clock: render-blocking requests, the CSS and blocking
 * JavaScript bytes it needs, the document's gzipped bytes, how fonts load, and what its largest
 * paint is. Prints each page against FIRST_PAINT_BUDGETS (the figures e2e/first-paint.spec.ts
 * holds in CI) and exits 1 when one is over.
 *
 *   npm run build && npm start &
 *   BASE_URL=http://localhost:3000 npm run bench:first-paint
 */
import { firstPaintFacts, readLargestPaint, type LargestPaint } from '../../e2e/support/firstPaint';
import { FIRST_PAINT_BUDGETS, overBudget } from './budgets';
import { launchChromium, publicPages, siteUrl } from './common';

/** 'H1', 'IMG …/news/1.svg 1.4 KB', 'IMG data: (in the HTML)'. */
function describe(paint: LargestPaint): string {
  if (!paint.url) return paint.tag;
  if (paint.url.startsWith('data:')) return `${paint.tag} data: (in the HTML)`;
  return `${paint.tag} ${paint.url.slice(-28)} ${(paint.bytes / 1024).toFixed(1)} KB`;
}

async function main() {
  const base = siteUrl();
  const browser = await launchChromium();
  const text = async (url: string) => (await fetch(new URL(url, base))).text();
  let misses = 0;
  console.log(`${'page'.padEnd(44)} block  css KB  js B  html gz KB  fonts  largest paint (375 / 1280)`);
  try {
    for (const path of await publicPages(base)) {
      const facts = await firstPaintFacts(await text(path), text);
      const paints = [];
      for (const width of [375, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
        await page.goto(base + path, { waitUntil: 'load' });
        paints.push(await page.evaluate(readLargestPaint));
        await page.close();
      }
      const problems = overBudget(facts, paints);
      if (problems.length) misses++;
      console.log(
        `${path.padEnd(44)} ${String(facts.renderBlocking.length).padStart(5)} ${(facts.cssBytes / 1024).toFixed(1).padStart(7)} ${String(facts.blockingJsBytes).padStart(5)} ${(facts.htmlGzipBytes / 1024).toFixed(1).padStart(11)} ${(facts.preloadedFonts.length || facts.fontsSwappedUnmatched.length ? 'MISS' : 'ok').padStart(6)}  ${paints.map(describe).join(' / ')}${problems.length ? `  MISS: ${problems.join('; ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    `budgets: ${JSON.stringify(FIRST_PAINT_BUDGETS)}\n${misses ? `${misses} page(s) over a budget` : 'every page within its budgets'}`,
  );
  if (misses) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
