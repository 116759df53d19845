import { expect, test } from '@playwright/test';
import { fullyVisibleSlides } from './support/carousel';
import { takeTurns } from './support/turns';
import { routes } from '../lib/routing/routes';

const FEATURED = 'Kinglife LLC Unveils New Essential Oil Collection';

test.describe('news detail', () => {
  // e2e/admin-home.spec.ts makes its own news item the newest for a while: take turns with it.
  takeTurns('news');

  test('/newsdetails features the newest article with its date, text and image', async ({ page }) => {
    const response = await page.goto(routes.news());
    expect(response?.headers()['x-nextjs-prerender']).toBeTruthy();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(FEATURED);
    await expect(article.locator('time').first()).toHaveText('March 24, 2024');
    await expect(article.getByRole('img')).toHaveAttribute('alt', /essential oil bottles/);
    expect(await article.locator('p').count()).toBeGreaterThan(4);
    await expect(page).toHaveTitle('News and Events | Kinglife LLC');
    await expect(page.locator('header[data-variant]')).toHaveAttribute('data-variant', 'dark');
  });

  test('More Latest News lists the other items with date, title, summary and Read more', async ({ page }) => {
    await page.goto(routes.news());
    const carousel = page.getByRole('region', { name: 'More Latest News' });
    await expect(page.getByRole('heading', { level: 2, name: 'More Latest News' })).toBeVisible();
    const titles = carousel.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([
      'New Cold-Storage Partnership at Jebel Ali Strengthens Frozen Produce Supply',
      'Kinglife LLC Meets Buyers from Around the World at Gulfood 2024',
    ]);
    await expect(carousel.locator('time')).toHaveText(['March 24, 2024', 'March 24, 2024']);
    await expect(carousel.getByText(/^A new partnership with a temperature-controlled/)).toBeAttached();
    const readMore = carousel.getByRole('link', { name: /^Read more/ });
    await expect(readMore).toHaveCount(2);
    await expect(readMore.first()).toHaveAccessibleName(/Read more.*Cold-Storage Partnership/);
  });

  test('More Latest News shows 2 per view on wide screens @desktop', async ({ page }) => {
    await page.goto(routes.news());
    const carousel = page.getByRole('region', { name: 'More Latest News' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => fullyVisibleSlides(carousel)).toBe(2);
  });

  test('More Latest News shows 1 per view under 640 px @mobile', async ({ page }) => {
    await page.goto(routes.news());
    const carousel = page.getByRole('region', { name: 'More Latest News' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => fullyVisibleSlides(carousel)).toBe(1);
  });

  test('Read more opens that article at its own address', async ({ page }) => {
    await page.goto(routes.news());
    const carousel = page.getByRole('region', { name: 'More Latest News' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('link', { name: /Cold-Storage Partnership/ }).click();
    await expect(page).toHaveURL(/\/newsdetails\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'New Cold-Storage Partnership at Jebel Ali Strengthens Frozen Produce Supply',
    );
    await expect(page).toHaveTitle(
      'New Cold-Storage Partnership at Jebel Ali Strengthens Frozen Produce Supply | Kinglife LLC',
    );
    // Its own carousel offers the featured article instead.
    await expect(
      page.getByRole('region', { name: 'More Latest News' }).getByRole('heading', { name: FEATURED }),
    ).toBeAttached();
  });

  test('each news address is pre-rendered, and other casings redirect', async ({ request, page }) => {
    for (const id of [1, 2, 3]) {
      const response = await request.get(routes.newsItem(id));
      expect(response.status()).toBe(200);
      expect(response.headers()['x-nextjs-prerender']).toBeTruthy();
    }
    expect(await (await request.get(routes.newsItem(1))).text()).toContain(`<h1`);
    await page.goto('/NewsDetails/3');
    await expect(page).toHaveURL(routes.newsItem(3));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gulfood 2024/);
  });

  for (const path of ['/newsdetails/99', '/newsdetails/abc']) {
    test(`${path} answers 404 with 'News article not found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'News article not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See the latest news' })).toHaveAttribute(
        'href',
        '/newsdetails',
      );
    });
  }

  test('ends with Need more help? and a Contact Us button to /contact', async ({ page }) => {
    await page.goto(routes.newsItem(2));
    await expect(page.getByRole('heading', { name: 'Need more help?' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(routes.contact());
  });
});

test.describe('legal pages', () => {
  const TERMS_TOPICS = [
    'General Provisions',
    'Products and Services',
    'Ordering and Payment',
    'Shipping and Delivery',
    'Returns and Claims',
    'Intellectual Property',
    'Limitation of Liability',
    'Privacy',
    'Governing Law and Disputes',
    'Suspension and Termination',
    'Contact Us',
  ];
  const PRIVACY_TOPICS = [
    'Information We Collect',
    'How We Use Your Information',
    'Sharing Your Information',
    'Protecting and Keeping Your Information',
    'Your Rights',
    'Links to Other Websites',
    'International Users',
    'Changes to This Policy',
    'Contact Us',
  ];

  test('Terms cover every topic, with a table of contents in the same order', async ({ page }) => {
    await page.goto(routes.terms());
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveText(TERMS_TOPICS);
    for (const topic of TERMS_TOPICS)
      await expect(
        page.locator('section').getByRole('heading', { level: 2, name: topic, exact: true }),
      ).toBeAttached();
    await expect(page).toHaveTitle('Terms and Conditions | Kinglife LLC');
  });

  test('Terms state the 14-day returns, non-refundable shipping and payment before shipment', async ({
    request,
  }) => {
    const html = await (await request.get(routes.terms())).text();
    expect(html).toContain('within 14 days of delivery');
    expect(html).toMatch(/defective or damaged/);
    expect(html).toMatch(/Shipping costs[^.]*are non-refundable/);
    expect(html).toContain('Full payment is due before shipment');
    expect(html).toMatch(/<meta name="description" content="The terms and conditions of sale/);
  });

  test('a contents link jumps to its anchored section, and back to contents returns', async ({ page }) => {
    await page.goto(routes.terms());
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Returns and Claims' })
      .click();
    await expect(page).toHaveURL('/terms-and-conditions#returns');
    const heading = page.locator('#returns').getByRole('heading', { level: 2 });
    await expect(heading).toBeInViewport();
    // Not hidden under the fixed navigation bar.
    const navBottom = (await page.locator('header[data-variant]').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navBottom.y + navBottom.height - 1);
    await page.locator('#returns').getByRole('link', { name: 'Back to contents' }).click();
    await expect(page).toHaveURL('/terms-and-conditions#contents');
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeInViewport();
  });

  test('Privacy covers every topic, fills in the contact details and links to the Terms', async ({
    page,
  }) => {
    await page.goto(routes.privacy());
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText(
      PRIVACY_TOPICS,
    );
    await expect(page.locator('#contact')).toContainText('info@kinglifellc.com');
    await expect(page.locator('#contact')).not.toContainText('{email}');
    await expect(page.getByRole('link', { name: 'Terms and Conditions' }).first()).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(page).toHaveTitle('Privacy Policy | Kinglife LLC');
  });
});

test.describe('search engines @desktop', () => {
  // e2e/admin-home.spec.ts makes its own news item the newest for a while: take turns with it.
  takeTurns('news');

  test('sitemap.xml lists every public page, product, article and news item', async ({ request }) => {
    const xml = await (await request.get(routes.sitemap)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of [
      '/',
      '/productPage',
      '/blogPage',
      '/newsdetails',
      '/terms-and-conditions',
      '/privacy-policy',
    ])
      expect(locs).toContain(path);
    // Every seeded product and article (admin tests running alongside may add more).
    for (let id = 1; id <= 18; id++) expect(locs).toContain(`/productPage/ProductDetailedPage/${id}`);
    for (let id = 1; id <= 19; id++) expect(locs).toContain(`/blogPage/blogdetails/${id}`);
    expect(locs.filter((p) => /^\/newsdetails\/\d+$/.test(p))).toHaveLength(3);
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the admin', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
