import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withE2eDb } from './support/db';

/** `next build` must pre-render every public route as static HTML (the design card). */
test('the build pre-rendered all 18 product and 19 blog pages and every public route @desktop', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const routes = Object.keys(manifest.routes);
  for (let id = 1; id <= 18; id++) expect(routes).toContain(`/productPage/ProductDetailedPage/${id}`);
  for (let id = 1; id <= 19; id++) expect(routes).toContain(`/blogPage/blogdetails/${id}`);
  for (const route of [
    '/',
    '/about',
    '/productPage',
    '/services',
    '/blogPage',
    '/newsdetails',
    '/careers',
    '/careers/apply',
    '/contact',
    '/terms-and-conditions',
    '/privacy-policy',
  ]) {
    expect(routes).toContain(route);
  }
});

test('the launcher tells the tests where the database is @desktop', async () => {
  const products = await withE2eDb(
    async (client) => (await client.query('SELECT count(*)::int AS n FROM products')).rows[0].n,
  );
  expect(products).toBe(18);
});
