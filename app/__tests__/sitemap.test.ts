import { freshDatabase, type TestDatabase } from '../../test/db';
import robots from '../robots';
import sitemap from '../sitemap';

let testDb: TestDatabase;

beforeAll(async () => {
  process.env.SITE_URL = 'https://www.kinglife.example/';
  testDb = await freshDatabase({ seeded: true });
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await testDb.drop();
});

describe('sitemap.xml', () => {
  it('lists every public page and every product, blog post and news item under SITE_URL', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    const base = 'https://www.kinglife.example';
    for (const path of [
      '/',
      '/about',
      '/productPage',
      '/services',
      '/events',
      '/blogPage',
      '/newsdetails',
      '/careers',
      '/contact',
      '/terms-and-conditions',
      '/privacy-policy',
    ])
      expect(urls).toContain(base + path);
    for (let id = 1; id <= 18; id++) expect(urls).toContain(`${base}/productPage/ProductDetailedPage/${id}`);
    for (let id = 1; id <= 19; id++) expect(urls).toContain(`${base}/blogPage/blogdetails/${id}`);
    for (let id = 1; id <= 3; id++) expect(urls).toContain(`${base}/newsdetails/${id}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every page in Arabic too, each entry naming both languages and the x-default', async () => {
    const entries = await sitemap();
    const base = 'https://www.kinglife.example';
    const urls = entries.map((entry) => entry.url);
    for (const path of [
      '/ar',
      '/ar/about',
      '/ar/productPage/ProductDetailedPage/3',
      '/ar/blogPage/blogdetails/7',
    ])
      expect(urls).toContain(base + path);
    expect(urls.filter((url) => url.startsWith(`${base}/ar`))).toHaveLength(urls.length / 2);
    const arabicPost = entries.find((entry) => entry.url === `${base}/ar/blogPage/blogdetails/7`);
    expect(arabicPost?.alternates?.languages).toEqual({
      en: `${base}/blogPage/blogdetails/7`,
      ar: `${base}/ar/blogPage/blogdetails/7`,
      'x-default': `${base}/blogPage/blogdetails/7`,
    });
    expect(arabicPost?.lastModified).toEqual(
      entries.find((entry) => entry.url === `${base}/blogPage/blogdetails/7`)?.lastModified,
    );
    expect(arabicPost?.lastModified).toBeTruthy();
    expect(entries.find((entry) => entry.url === `${base}/ar/events`)?.alternates?.languages).toEqual({
      en: `${base}/events`,
      ar: `${base}/ar/events`,
      'x-default': `${base}/events`,
    });
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and API, and names the sitemap', () => {
    const result = robots();
    expect(result.sitemap).toBe('https://www.kinglife.example/sitemap.xml');
    expect(result.rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }]);
  });
});
