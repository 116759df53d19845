/**
 * The JavaScript weight of every kind of public page beside the framework's floor, held by CI
 * without a clock (bytes as the browser downloads them, scripts/bench/jsWeight.ts; `npm run
 * bench:js` prints the same figures as medians, against the same budgets, JS_BUDGETS). Tagged @slow: it builds the floor, a minimal Next
 * app of the same version, and runs in the apart run on that run's fresh build.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { serveFloor, type Served } from '../scripts/bench/common';
import { JS_BUDGETS, jsPages, jsWeightLine, overJsBudget, scriptKb } from '../scripts/bench/jsWeight';

let floor: Served | undefined;
let floorKb = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000); // the floor's `next build`
  floor = await serveFloor();
  floorKb = await scriptKb(browser, floor.url, false);
});

test.afterAll(async () => {
  await floor?.stop();
});

test('no kind of public page grows its JavaScript beyond its budget beside the floor @slow', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000); // twenty-one pages, each loaded with a cold cache
  const pages = await jsPages(baseURL!);
  expect(pages.length).toBe(21);
  const problems: string[] = [];
  for (const page of pages) {
    const kb = await scriptKb(browser, baseURL + page.path, page.scroll);
    console.log(jsWeightLine(page, kb, floorKb));
    const over = overJsBudget(page, kb, floorKb);
    if (over) problems.push(over);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a 20 KB script planted on a text page puts it over its budget @slow', async ({ browser, baseURL }) => {
  const page = (await jsPages(baseURL!)).find((p) => p.path === '/about')!;
  const url = baseURL + page.path;
  const planted = `/*${randomBytes(15 * 1024).toString('base64')}*/`; // 20 KB that no compression shrinks
  const before = await scriptKb(browser, url, false);
  const after = await scriptKb(browser, url, false, async (context) => {
    await context.route('**/planted.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: planted }),
    );
    await context.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script src="/planted.js" async></script></head>',
      );
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    });
  });
  expect(after - before).toBeGreaterThanOrEqual(20);
  expect(overJsBudget(page, after, floorKb)).toMatch(
    new RegExp(
      `^/about: .* KB of JavaScript, \\+\\d+\\.\\d KB over the floor's .* \\(limit for a text page: \\+${JS_BUDGETS.text} KB\\)$`,
    ),
  );
});
