/**
 * Requests for things that do not exist must not grow the server's caches. Next keeps every page
 * it renders on demand (.next/server/route-cache) and every data reading (.next/cache/fetch-cache)
 * on disk and never removes them, so a 404 rendered and stored per unknown id or name would let
 * anyone fill the disk. A product staff add after the build still renders on its first request
 * and is then served from the cache.
 *
 * Tagged @slow (10,000 requests, and nothing else may write to the cache meanwhile): it runs only
 * in its own run, `npm run test:e2e:slow` (playwright.config.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { routes, routesFor } from '../lib/routing/routes';
import { LOCALES } from '../lib/i18n/locales';
import { openAdminAs } from './support/admin';
import { ownProduct } from './support/products';
import { uniqueName } from './support/images';

const REQUESTS = 10_000;
const PARALLEL = 16;
/** Requests between two measurements: a growing cache fails the test early. */
const BATCH = 500;
const TOLERANCE_BYTES = 1024 * 1024;
/** Where the running build writes: pages rendered on demand, data readings (playwright.config.ts starts it here). */
const CACHE_DIRS = [path.join('.next', 'server'), path.join('.next', 'cache')];

async function bytesIn(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await bytesIn(full);
    else total += (await fs.stat(full).catch(() => null))?.size ?? 0;
  }
  return total;
}

const cacheBytes = async () => (await Promise.all(CACHE_DIRS.map(bytesIn))).reduce((a, b) => a + b, 0);

const word = () => Math.random().toString(36).slice(2, 10);
/** Far above any id the site will have; some are longer than an id can be. */
const unknownId = () => 10_000_000 + Math.floor(Math.random() * 10_000_000_000);
/** An unknown id written another way ('012345678'): a redirect to its plain spelling, then the 404. */
const otherSpelling = () => `0${10_000_000 + Math.floor(Math.random() * 89_999_999)}`;
const withId = (pagePath: string, id: string) => pagePath.replace(/\d+$/, id);
const EXTENSIONS = ['json', 'js', 'css', 'png', 'svg', 'txt', 'xml', 'ico', 'map', 'html', 'php', 'env'];
/** Folders of files and of the API: what follows them must not be taken for a page in a language of that name. */
const FOLDERS = ['og', 'artwork', 'icons', 'api', '_next', 'media'];
const KINDS = 10;

/** The n-th path of the flood: every kind of thing that does not exist, in both languages. */
function missingPath(n: number): string {
  const locale = LOCALES[n % LOCALES.length];
  const at = routesFor(locale);
  const home = at.home() === '/' ? '' : at.home();
  const folder = FOLDERS[n % FOLDERS.length];
  switch (Math.floor(n / LOCALES.length) % KINDS) {
    case 0:
      return at.product(unknownId());
    case 1:
      return at.blogPost(unknownId());
    case 2:
      return at.newsItem(unknownId());
    case 3:
      return withId(at.product(1), otherSpelling());
    case 4:
      return withId(at.blogPost(1), Math.random() < 0.5 ? word() : `${n}.5`);
    case 5:
      return withId(at.newsItem(1), otherSpelling());
    case 6:
      return `${home}/${word()}.${EXTENSIONS[n % EXTENSIONS.length]}`;
    case 7:
      return `${home}/${word()}`;
    case 8:
      return `/${folder}${withId([routes.product(1), routes.blogPost(1), routes.newsItem(1)][n % 3], `${unknownId()}.png`)}`;
    default:
      return `${home}/${word()}/${word()}.${EXTENSIONS[n % EXTENSIONS.length]}`;
  }
}

/**
 * Sends paths, PARALLEL at a time, each on a connection of its own: a kept-alive connection the
 * server closes just as the next request goes out fails that request (ECONNRESET) under this load.
 * Redirects are followed (an id written another way is sent to its plain spelling). Returns those
 * not answered with a 404.
 */
async function not404(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const wrong: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < paths.length) {
        const pagePath = paths[next++];
        const response = await request.get(pagePath, { headers: { connection: 'close' } });
        if (response.status() !== 404) wrong.push(`${pagePath} → ${response.status()}`);
        await response.dispose();
      }
    }),
  );
  return wrong;
}

test.describe('the cache on disk @slow', () => {
  test('10,000 requests for ids and names that do not exist leave it as it was', async ({ request }) => {
    test.setTimeout(20 * 60_000);
    // The first 404 of each kind may store its one shared answer; after that nothing may grow.
    await not404(
      request,
      Array.from({ length: KINDS * LOCALES.length }, (_, n) => missingPath(n)),
    );
    const before = await cacheBytes();
    let sent = 0;
    while (sent < REQUESTS) {
      const wrong = await not404(
        request,
        Array.from({ length: BATCH }, (_, i) => missingPath(sent + i)),
      );
      sent += BATCH;
      const grown = (await cacheBytes()) - before;
      expect(Math.abs(grown), `the cache grew by ${grown} bytes in ${sent} requests`).toBeLessThanOrEqual(
        TOLERANCE_BYTES,
      );
      expect(wrong).toEqual([]);
    }
    console.log(
      `cache: ${before} bytes before ${sent} requests for missing pages, ${await cacheBytes()} after`,
    );
  });

  test('a product staff add after the build renders on its first request and is then cached', async ({
    page,
  }, testInfo) => {
    await openAdminAs(page);
    const name = uniqueName('Cache Probe', testInfo.project.name);
    const { product, tearDown } = await ownProduct(page, name);
    try {
      for (const locale of LOCALES) {
        const pagePath = routesFor(locale).product(product.id);
        const first = await page.request.get(pagePath);
        expect(first.status(), pagePath).toBe(200);
        expect(await first.text()).toContain(name);
        const second = await page.request.get(pagePath);
        expect(second.status(), pagePath).toBe(200);
        expect(second.headers()['x-nextjs-cache'], pagePath).toBe('HIT');
      }
    } finally {
      await tearDown();
    }
    // Deleted, it is a 404 again at once.
    expect((await page.request.get(routes.product(product.id))).status()).toBe(404);
  });
});
