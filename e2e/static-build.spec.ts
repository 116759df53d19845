import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withE2eDb } from './support/db';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n/locales';
import { inLocale, MISSING_ID, routes, STATIC_PUBLIC_PAGES } from '../lib/routing/routes';

/** Where Next keeps a page: English pages are rendered at /en/… behind proxy.ts's rewrite. */
function builtPath(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? `/${locale}${path === '/' ? '' : path}` : inLocale(path, locale);
}

/** `next build` must pre-render every public route as static HTML, in both languages (the design card). */
for (const locale of LOCALES) {
  test(`the build pre-rendered all 18 product and 19 blog pages and every public route in ${locale} @desktop`, () => {
    const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')) as {
      routes: Record<string, unknown>;
    };
    const built = Object.keys(manifest.routes);
    const expected = [
      ...STATIC_PUBLIC_PAGES,
      routes.apply(),
      ...Array.from({ length: 18 }, (_, i) => routes.product(i + 1)),
      ...Array.from({ length: 19 }, (_, i) => routes.blogPost(i + 1)),
      ...Array.from({ length: 3 }, (_, i) => routes.newsItem(i + 1)),
      // The one 404 answer of each item page, which proxy.ts serves for ids that do not exist.
      routes.product(MISSING_ID),
      routes.blogPost(MISSING_ID),
      routes.newsItem(MISSING_ID),
    ];
    for (const page of expected) expect(built).toContain(builtPath(locale, page));
  });
}

test('the launcher tells the tests where the database is @desktop', async () => {
  // The seeded products (ids 1–18); tests running beside this one add others.
  const products = await withE2eDb(
    async (client) =>
      (await client.query('SELECT count(*)::int AS n FROM products WHERE id <= 18')).rows[0].n,
  );
  expect(products).toBe(18);
});
