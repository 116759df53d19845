/**
 * First paint at the floor, held by CI without a clock: every public page in both languages, as
 * the production build serves it, within FIRST_PAINT_BUDGETS (scripts/bench/budgets.ts): no
 * render-blocking request, the CSS it needs inlined and within its size, no parser-blocking
 * JavaScript, its HTML within its size, fonts neither preloaded nor swapped in without a
 * resized stand-in, and a largest
 * paint that is text or a picture loaded eagerly at high priority. A page that breaks one fails
 * with the page and what it added. (`npm run bench:first-paint` prints the same figures.)
 */
import { expect, test } from '@playwright/test';
import { inLocale } from '../lib/routing/routes';
import { LOCALES } from '../lib/i18n/locales';
import { overBudget } from '../scripts/bench/budgets';
import { publicPages } from '../scripts/bench/common';
import { firstPaintFacts, readLargestPaint, type LargestPaint } from './support/firstPaint';

for (const locale of LOCALES) {
  test(`every public page in ${locale} paints first within its budgets`, async ({ page, baseURL }) => {
    test.slow(); // seventeen pages, each read and then loaded in Chromium
    const text = async (url: string) => (await page.request.get(new URL(url, baseURL).href)).text();
    const pages = (await publicPages(baseURL!)).filter((path) => inLocale(path, locale) === path);
    expect(pages.length).toBe(17);
    const problems: string[] = [];
    for (const path of pages) {
      const facts = await firstPaintFacts(await text(path), text);
      await page.goto(path, { waitUntil: 'load' });
      const paint: LargestPaint = await page.evaluate(readLargestPaint);
      problems.push(...overBudget(facts, [paint]).map((problem) => `${path}: ${problem}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
