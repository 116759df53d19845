import { expect, test } from '@playwright/test';
import { textFor } from '../content/text';
import { endpoints } from '../lib/api/contract';
import { API_BASE, routes, routesFor } from '../lib/routing/routes';
import { iconPath, LOGO_PATH, ogImagePath } from '../lib/seo/ogImages';
import { takeTurns } from './support/turns';

const PAGES: [path: string, heading: RegExp | string][] = [
  ['/', 'We are committed to quality services & products'],
  ['/about', 'About Us'],
  ['/productPage', 'Our Products'],
  ['/services', 'Our Production and Export Process'],
  ['/blogPage', /sustainability and purity/],
  ['/newsdetails', 'Kinglife LLC Unveils New Essential Oil Collection'],
  ['/careers', 'Join Our Team'],
  ['/careers/apply', 'Job Application Form'],
  ['/contact', 'Get in Touch'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
];

for (const [path, heading] of PAGES) {
  test.describe(path, () => {
    // /newsdetails shows the newest news item, which e2e/admin-home.spec.ts changes for a while.
    if (path === routes.news()) takeTurns('news');

    test(`${path} answers 200 with its heading and its own title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/Kinglife LLC/);
    });
  });
}

test('product detail pages show the product from the database', async ({ page }) => {
  await page.goto(routes.product(6));
  await expect(page.getByRole('heading', { name: 'Lavender', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Lavender | Kinglife LLC');
  await expect(page.getByText('Crafted By Nature')).toBeVisible();
});

test('blog detail pages show the article from the database', async ({ page }) => {
  const response = await page.goto(routes.blogPost(17));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(await page.getByRole('article').locator('p').count()).toBeGreaterThan(4);
});

for (const path of [
  '/productPage/ProductDetailedPage/99',
  '/productPage/ProductDetailedPage/abc',
  '/productPage/ProductDetailedPage/0',
]) {
  test(`${path} answers 404 with 'Product not found'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/productPage',
    );
  });
}

// 999999: an id no post will have (admin tests running alongside create posts from id 20 on).
for (const path of [
  '/blogPage/blogdetails/999999',
  '/blogPage/blogdetails/xyz',
  '/blogPage/blogdetails/1.5',
]) {
  test(`${path} answers 404 with 'Blog not found'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  });
}

test.describe('ids that do not exist @desktop', () => {
  for (const locale of ['en', 'ar'] as const) {
    const { dictionary } = textFor(locale);
    const at = routesFor(locale);
    for (const [path, heading] of [
      [at.product(987654), dictionary.productNotFound],
      [at.blogPost(987654), dictionary.blogNotFound],
      [at.newsItem(987654), dictionary.newsNotFound],
      [at.product(987654).replace(/9/, '09'), dictionary.productNotFound],
    ]) {
      test(`${path} answers 404 with its page's message in its language, not to be indexed`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${heading}`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
      });
    }
  }
});

test('an id written with leading zeros is sent to its one page @desktop', async ({ request }) => {
  for (const locale of ['en', 'ar'] as const) {
    const at = routesFor(locale);
    for (const [written, plain] of [
      [at.product(7).replace(/7$/, '007'), at.product(7)],
      [at.newsItem(2).replace(/2$/, '02'), at.newsItem(2)],
    ]) {
      const response = await request.get(written, { maxRedirects: 0 });
      expect([written, response.status()]).toEqual([written, 308]);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(plain);
    }
  }
});

test('an unknown path gets the designed 404 page with the site frame', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page has wandered off the trail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Kinglife LLC');
});

test.describe('names that look like files @desktop', () => {
  // Only `en` and `ar` are languages: a top-level name is never taken for one (it showed the home page).
  for (const [path, locale] of [
    ['/package.json', 'en'],
    ['/x.js', 'en'],
    ['/y.css', 'en'],
    ['/z.png', 'en'],
    ['/about.json', 'en'],
    ['/evil.svg', 'en'],
    [`${routesFor('ar').home()}/x.png`, 'ar'],
    // Nor is the name of a folder of files: /og/about would be the About page in the language 'og'.
    [`/og${routes.about()}`, 'en'],
    [`/api${routes.contact()}`, 'en'],
  ] as const) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      const text = textFor(locale).dictionary.notFound;
      await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${text.title}`));
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    });
  }

  test('the real files at the top and in the picture folders are still served', async ({ request }) => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/icon.svg', 'image/svg+xml'],
      ['/robots.txt', 'text/plain'],
      [routes.sitemap, 'xml'],
      ['/manifest.webmanifest', 'manifest+json'],
      ['/artwork/logo-dark.svg', 'image/svg+xml'],
      [ogImagePath('home'), 'image/png'],
      [LOGO_PATH, 'image/png'],
      [iconPath(192), 'image/png'],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain(type);
    }
  });
});

test.describe('case-insensitive paths', () => {
  for (const [from, to] of [
    ['/BlogPage', '/blogPage'],
    ['/BlogPage/blogdetails/3', '/blogPage/blogdetails/3'],
    ['/ABOUT', '/about'],
    ['/productpage/productdetailedpage/2', '/productPage/ProductDetailedPage/2'],
    ['/Terms-And-Conditions', '/terms-and-conditions'],
  ]) {
    test(`${from} redirects permanently (308) to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('keeps the query string when redirecting', async ({ request }) => {
    const response = await request.get('/BlogPage?category=perfumes', { maxRedirects: 0 });
    expect(response.headers().location).toMatch(/\/blogPage\?category=perfumes$/);
  });
});

test('responses carry the security headers and no X-Powered-By', async ({ request }) => {
  const response = await request.get(routes.home());
  const headers = response.headers();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const path of [routes.about(), `${API_BASE}/${endpoints.session.path}`]) {
    const other = (await request.get(path)).headers();
    expect(other['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(other['x-frame-options'], path).toBe('DENY');
  }
});

test('build files carry nosniff but not the page policies, which would only weigh on every chunk', async ({
  request,
}) => {
  const html = await (await request.get(routes.home())).text();
  const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)![0];
  const headers = (await request.get(chunk)).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toContain('immutable');
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['permissions-policy']).toBeUndefined();
});

test('public pages are served as pre-rendered HTML with their text in it', async ({ request }) => {
  for (const path of [
    '/',
    '/productPage/ProductDetailedPage/18',
    '/blogPage/blogdetails/19',
    '/terms-and-conditions',
  ]) {
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-prerender']).toBeTruthy();
    expect(await response.text()).toMatch(/<h1[^>]*>/);
  }
});

test('a path with a malformed %-escape is answered 400 in its language, never 500 @desktop', async ({
  baseURL,
}) => {
  const http = await import('node:http');
  const { hostname, port } = new URL(baseURL!);
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: hostname, port, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  for (const path of ['/%', '/about/%', '/%E0%A4%A', '/media/share/1-1.x/%', '/_next/%']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(400);
    expect(answer.body).toContain('This address cannot be read');
  }
  expect((await get('/ar/about/%')).body).toContain('تعذّرت قراءة هذا العنوان');
  const api = await get(`${API_BASE}/v1/admin/jobs/%`);
  expect(api.status).toBe(400);
  expect(JSON.parse(api.body).message).toMatch(/malformed %-escape/);
});
