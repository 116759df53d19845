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
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and API, and names the sitemap', () => {
    const result = robots();
    expect(result.sitemap).toBe('https://www.kinglife.example/sitemap.xml');
    expect(result.rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }]);
  });
});
