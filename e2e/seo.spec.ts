import { expect, test, type APIRequestContext } from '@playwright/test';
import { routes, routesFor } from '../lib/routing/routes';

/** The width and height written in a PNG's header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function head(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? null;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  return { html, meta, jsonLd };
}

/** A JSON-LD logo must be an ImageObject whose width and height are those of the PNG it points to. */
async function expectRealLogo(request: APIRequestContext, logo: unknown) {
  expect(logo).toMatchObject({ '@type': 'ImageObject', url: expect.stringMatching(/\.png$/) });
  const { url, width, height } = logo as { url: string; width: number; height: number };
  const response = await request.get(new URL(url).pathname);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width, height });
}

test.describe('search engines and sharing @desktop', () => {
  for (const path of [routes.about(), routesFor('ar').products(), routes.product(1)]) {
    test(`${path} shares a designed 1200×630 picture with a large Twitter card`, async ({ request }) => {
      const { meta } = await head(request, path);
      expect(meta('twitter:card')).toBe('summary_large_image');
      const image = meta('og:image');
      expect(image).toMatch(/\/og\/\w+\.png$/);
      const response = await request.get(new URL(image!).pathname);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test('every page names the company in JSON-LD, in the page language', async ({ request }) => {
    for (const [path, language] of [
      [routes.home(), 'en'],
      [routesFor('ar').contact(), 'ar'],
    ] as const) {
      const organization = (await head(request, path)).jsonLd.find(
        (data) => data['@type'] === 'Organization',
      );
      expect(organization).toMatchObject({
        name: language === 'en' ? 'Kinglife LLC' : expect.stringContaining('كينغ لايف'),
        inLanguage: language,
        address: { addressLocality: 'Deira', addressRegion: 'Dubai', addressCountry: 'AE' },
        telephone: '+971 4 228 4120',
      });
      expect(organization.sameAs.length).toBeGreaterThan(0);
      await expectRealLogo(request, organization.logo);
    }
  });

  test('each page type carries its schema.org data with the fields search engines require', async ({
    request,
  }) => {
    const ofType = async (path: string, type: string) =>
      (await head(request, path)).jsonLd.flat().find((data) => data['@type'] === type);

    const post = await ofType(routes.blogPost(7), 'BlogPosting');
    expect(post).toMatchObject({ inLanguage: 'en', publisher: { name: 'Kinglife LLC' } });
    for (const field of ['headline', 'datePublished', 'dateModified', 'image', 'mainEntityOfPage'])
      expect(post[field]).toBeTruthy();
    await expectRealLogo(request, post.publisher.logo);
    const trail = await ofType(routes.blogPost(7), 'BreadcrumbList');
    expect(trail.itemListElement.at(-1)).toMatchObject({
      name: post.headline,
      item: expect.stringMatching(/\/blogPage\/blogdetails\/7$/),
    });

    const arabicPost = await ofType(routesFor('ar').blogPost(7), 'BlogPosting');
    expect(arabicPost.inLanguage).toBe('ar');
    expect(arabicPost.headline).toMatch(/[\u0600-\u06FF]/);

    const news = await ofType(routes.newsItem(1), 'NewsArticle');
    expect(news.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await expectRealLogo(request, news.publisher.logo);
    expect(await ofType(routes.newsItem(1), 'BreadcrumbList')).toBeTruthy();
    expect(await ofType(routes.product(1), 'BreadcrumbList')).toBeTruthy();

    const faq = await ofType(routes.home(), 'FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThan(2);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });

    const jobs = (await head(request, routes.careers())).jsonLd
      .flat()
      .filter((data) => data['@type'] === 'JobPosting');
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      for (const field of ['title', 'description', 'datePosted', 'validThrough', 'employmentType'])
        expect(job[field], field).toBeTruthy();
      expect(new Date(job.validThrough).getTime()).toBeGreaterThan(new Date(job.datePosted).getTime());
      expect(job.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Kinglife LLC' });
      expect(job.jobLocation.address).toMatchObject({ addressRegion: 'Dubai', addressCountry: 'AE' });
    }
  });

  test('robots.txt keeps crawlers out of the admin and the API and names the sitemap', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('a favicon, home-screen icons and a web manifest are served', async ({ page, request }) => {
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect((await favicon.body()).readUInt16LE(2)).toBe(1); // an icon resource
    await page.goto(routes.home());
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: 'Kinglife LLC', start_url: '/' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await request.get(apple!)).body())).toEqual({ width: 180, height: 180 });
  });

  test('the content security policy allows no base URL, plugin or framing', async ({ request }) => {
    const policy = (await request.get(routes.home())).headers()['content-security-policy'];
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'"])
      expect(policy).toContain(directive);
  });
});
