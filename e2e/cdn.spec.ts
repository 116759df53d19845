/**
 * The site through Varnish running deploy/varnish/default.vcl (playwright.config.ts starts it in
 * front of the test server, which purges it: CDN_PURGE=varnish:…). Pages are kept at the CDN with
 * the keys they were rendered from, and a staff save reaches every page it touches, in both
 * languages, on the next request through the CDN.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import { ADMIN } from './support/admin';
import { imageUpload, uniqueName } from './support/images';
import { throughCdn } from './support/public';
import { takeTurns } from './support/turns';

async function signIn(request: APIRequestContext, baseURL: string) {
  const response = await request.post(apiUrl(endpoints.login.path), {
    data: { contact: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

test('public pages are kept at the CDN under the keys they were rendered from @desktop', async () => {
  const pages: [string, string[]][] = [
    [routes.product(3), ['site', 'settings', 'product:3']],
    [routesFor('ar').about(), ['site', 'settings']],
    [routes.products(), ['settings', 'products']],
    ['/sitemap.xml', ['products', 'blog', 'news']],
  ];
  for (const [path, keys] of pages) {
    const first = await throughCdn(path);
    expect(first.status).toBe(200);
    const surrogateKey = first.headers.get('surrogate-key')!.split(' ');
    const cacheTag = first.headers.get('cache-tag')!.split(',');
    for (const key of keys) {
      expect(surrogateKey).toContain(key);
      expect(cacheTag).toContain(key);
    }
    // A shared cache keeps it; a browser asks again every time.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=31536000');
    expect((await throughCdn(path)).headers.get('x-cache')).toBe('HIT');
  }
});

test('a campaign link and the order of its parameters are the same object at the CDN @desktop', async () => {
  const campaigns = [
    'utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
    'gclid=Cj0KCQiA',
    'fbclid=IwAR2xYz',
    'mc_cid=4f2a9c&mc_eid=9b1c7d',
    '_ga=2.123.456',
    'msclkid=ab12cd',
  ];
  const product = await throughCdn(routes.product(3));
  // A build file (the pages carry their CSS inline; their scripts are files).
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(product.body)![1];
  for (const path of [routes.product(3), routesFor('ar').about(), script]) {
    await throughCdn(path);
    expect((await throughCdn(path)).headers.get('x-cache'), path).toBe('HIT');
    for (const campaign of campaigns) {
      const visit = await throughCdn(`${path}?${campaign}`);
      expect(visit.status, `${path}?${campaign}`).toBe(200);
      expect(visit.headers.get('x-cache'), `${path}?${campaign}`).toBe('HIT');
    }
  }

  // The finder's own parameters are kept, in whatever order a link has them.
  const list = routes.products();
  const all = await throughCdn(list);
  const filtered = await throughCdn(`${list}?form=powder&utm_source=newsletter&application=cosmetics`);
  expect(filtered.status).toBe(200);
  expect(filtered.body).not.toBe(all.body);
  const reordered = await throughCdn(`${list}?gclid=Cj0&application=cosmetics&form=powder`);
  expect(reordered.headers.get('x-cache')).toBe('HIT');
  expect(reordered.body).toBe(filtered.body);
});

test('the 404 answer of an id not published is kept under its collection, so publishing it drops that @desktop', async () => {
  for (const [path, key] of [
    [routes.product(987654), 'products'],
    [routes.blogPost(987654), 'blog'],
    [routesFor('ar').newsItem(987654), 'news'],
  ]) {
    const missing = await throughCdn(path);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('surrogate-key')!.split(' ')).toContain(key);
  }
});

test('the admin and the API go to the app every time @desktop', async () => {
  for (const path of [routes.admin.products, '/api/v1/auth/session']) {
    await throughCdn(path);
    expect((await throughCdn(path)).headers.get('x-cache')).toBe('MISS');
  }
});

test("the home page follows each visitor's language choice through the CDN @desktop", async () => {
  const english = await throughCdn('/');
  expect(english.status).toBe(200);
  expect(english.headers.get('vary')).toMatch(/\bCookie\b/);
  expect((await throughCdn('/', { cookie: 'unrelated=1' })).headers.get('x-cache')).toBe('HIT');
  const arabic = await throughCdn('/', { cookie: 'kinglife_locale=ar' });
  expect(arabic.status).toBe(307);
  expect(arabic.headers.get('location')).toMatch(/\/ar$/);
  expect(arabic.headers.get('cache-control')).toContain('no-store');
});

/** A page's text without its tags (the <bdi> that isolates a Latin run in an Arabic title); the sitemap as it is. */
const shownText = (path: string, body: string) =>
  path.endsWith('.xml') ? body : body.replace(/<[^>]*>/g, '');

test.describe('news at the CDN', () => {
  // Its item is the newest for a while, which the home and news tests check as seeded: take turns.
  takeTurns('news');

  test('a news item staff publish, edit and delete reaches every page it touches through the CDN @desktop', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page.request, baseURL!);
    const title = uniqueName('Edge news', testInfo.project.name);
    const titleAr = `خبر ${Date.now().toString(36)}`;
    const ar = routesFor('ar');

    // Pages that will show it, kept at the CDN before it exists.
    for (const path of ['/', ar.home(), routes.news(), ar.news(), '/sitemap.xml']) await throughCdn(path);

    const created = await page.request.post(apiUrl(endpoints.news.path), {
      headers: { origin: baseURL! },
      multipart: {
        title,
        caption: 'A caption for the edge test.',
        description: 'What changed at the edge.',
        date: new Date().toISOString().slice(0, 10),
        titleAr,
        captionAr: 'وصف قصير',
        descriptionAr: 'نص الخبر',
        imageDecorative: 'true',
        image: await imageUpload('edge.png'),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const detail = [routes.newsItem(id), ar.newsItem(id)];
    await expect.poll(async () => (await throughCdn(routes.newsItem(id))).status).toBe(200);
    for (const [path, text] of [
      [routes.newsItem(id), title],
      [ar.newsItem(id), titleAr],
      ['/', title],
      [ar.home(), titleAr],
      [routes.news(), title],
      [ar.news(), titleAr],
      ['/sitemap.xml', `/newsdetails/${id}<`],
    ]) {
      await expect
        .poll(async () => shownText(path, (await throughCdn(path)).body), { message: path })
        .toContain(text);
    }

    const renamed = `${title} renamed`;
    const edited = await page.request.patch(apiUrl(endpoints.newsItem(id).path), {
      headers: { origin: baseURL! },
      multipart: {
        title: renamed,
        caption: 'A caption for the edge test.',
        description: 'What changed at the edge.',
        date: new Date().toISOString().slice(0, 10),
        titleAr: `${titleAr} ٢`,
        captionAr: 'وصف قصير',
        descriptionAr: 'نص الخبر',
        imageDecorative: 'true',
      },
    });
    expect(edited.status()).toBe(200);
    for (const [path, text] of [
      [routes.newsItem(id), renamed],
      [ar.newsItem(id), `${titleAr} ٢`],
      ['/', renamed],
      [routes.news(), renamed],
    ]) {
      await expect
        .poll(async () => shownText(path, (await throughCdn(path)).body), { message: path })
        .toContain(text);
    }

    const deleted = await page.request.delete(apiUrl(endpoints.newsItem(id).path), {
      headers: { origin: baseURL! },
    });
    expect(deleted.status()).toBe(200);
    for (const path of detail)
      await expect.poll(async () => (await throughCdn(path)).status, { message: path }).toBe(404);
    await expect.poll(async () => (await throughCdn('/')).body).not.toContain(renamed);
    await expect
      .poll(async () => (await throughCdn('/sitemap.xml')).body)
      .not.toContain(`/newsdetails/${id}<`);
  });
});
