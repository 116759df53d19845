import { expect, test, type Page } from '@playwright/test';
import { fullyVisibleSlides } from './support/carousel';
import { routes } from '../lib/routing/routes';

const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const categoryButton = (page: Page, name: string) =>
  categories(page).getByRole('button', { name: new RegExp(`^${name}\\s*,`) });
const tiles = (page: Page) => page.locator('main').getByRole('heading', { level: 3 }).getByRole('link');
const latest = (page: Page) => page.getByRole('region', { name: 'Latest' }).getByRole('link');

test.describe('blog listing', () => {
  test('is pre-rendered with the headline and the default category posts in the HTML', async ({
    request,
  }) => {
    const response = await request.get(routes.blog('perfumes'));
    expect(response.headers()['x-nextjs-prerender']).toBeTruthy();
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Insights on sustainability and purity in natural products<\/h1>/);
    expect(html).toContain('IQF vs Block Freezing: Which Format Suits Your Operation?');
    expect(html).toContain('<title>Blog | Kinglife LLC</title>');
    expect(html).toMatch(/<meta name="description" content="Articles on frozen produce/);
  });

  test('lists the categories with post counts, Frozen Fruits and Vegetables first and selected', async ({
    page,
  }) => {
    await page.goto(routes.blog());
    // The seeded four come first (admin tests running alongside may add categories after them).
    const buttons = categories(page).getByRole('button');
    await expect(buttons.nth(3)).toBeVisible();
    const expected = [
      ['Frozen Fruits and Vegetables', 6],
      ['Perfumes', 4],
      ['Wellness Capsules', 4],
      ['Cattle Feeds', 5],
    ] as const;
    for (const [i, [name, count]] of expected.entries()) {
      await expect(buttons.nth(i)).toHaveAccessibleName(new RegExp(`^${name}\\s*,\\s*${count} posts$`));
      await expect(buttons.nth(i)).toContainText(String(count));
    }
    await expect(categoryButton(page, 'Frozen Fruits and Vegetables')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(categoryButton(page, 'Perfumes')).toHaveAttribute('aria-pressed', 'false');
  });

  test('shows the first four posts as large tiles and the rest as Latest items, all linking to the article', async ({
    page,
  }) => {
    await page.goto(routes.blog());
    await expect(tiles(page)).toHaveCount(4);
    for (let i = 0; i < 4; i++)
      await expect(tiles(page).nth(i)).toHaveAttribute('href', `/blogPage/blogdetails/${i + 1}`);
    await expect(latest(page)).toHaveCount(2);
    await expect(latest(page).nth(0)).toHaveAttribute('href', '/blogPage/blogdetails/5');
    await expect(latest(page).nth(1)).toHaveAttribute('href', '/blogPage/blogdetails/6');
    const tileBox = await tiles(page).first().locator('xpath=ancestor::li[1]').boundingBox();
    const latestBox = await page.getByRole('region', { name: 'Latest' }).locator('li').first().boundingBox();
    expect(tileBox!.height).toBeGreaterThan(latestBox!.height * 2);
    await latest(page).first().click();
    await expect(page).toHaveURL(routes.blogPost(5));
  });

  test('choosing a category shows its posts, puts it in the URL and survives a reload', async ({ page }) => {
    await page.goto(routes.blog());
    await categoryButton(page, 'Cattle Feeds').click();
    await expect(page).toHaveURL(routes.blog('cattle-feeds'));
    await expect(categoryButton(page, 'Cattle Feeds')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Cattle Feeds' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(4);
    await expect(tiles(page).first()).toHaveAttribute('href', '/blogPage/blogdetails/15');
    await expect(latest(page)).toHaveCount(1);
    await page.reload();
    await expect(tiles(page).first()).toHaveAttribute('href', '/blogPage/blogdetails/15');

    await categoryButton(page, 'Perfumes').click();
    await expect(tiles(page)).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Latest' })).toHaveCount(0);
  });

  test('/BlogPage with a category redirects to /blogPage and keeps the choice', async ({ page }) => {
    await page.goto('/BlogPage?category=wellness-capsules');
    await expect(page).toHaveURL(routes.blog('wellness-capsules'));
    await expect(tiles(page).first()).toHaveAttribute('href', '/blogPage/blogdetails/11');
  });

  test('pointing at a category pre-loads its images before it is chosen @desktop', async ({ page }) => {
    await page.goto(routes.blog());
    await expect(tiles(page)).toHaveCount(4);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await categoryButton(page, 'Perfumes').hover();
    await expect
      .poll(() => [7, 8, 9, 10].filter((id) => requested.has(`/artwork/blog/${id}.svg`)).length)
      .toBe(4);
    await expect(categoryButton(page, 'Perfumes')).toHaveAttribute('aria-pressed', 'false');
  });

  test('choosing a category pre-loads all its images, Latest ones included @mobile', async ({ page }) => {
    await page.goto(routes.blog());
    await expect(tiles(page)).toHaveCount(4);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await categoryButton(page, 'Cattle Feeds').click();
    await expect
      .poll(() => [15, 16, 17, 18, 19].filter((id) => requested.has(`/artwork/blog/${id}.svg`)).length)
      .toBe(5);
  });

  test('on small screens the categories are one horizontal strip @mobile', async ({ page }) => {
    await page.goto(routes.blog());
    await expect(tiles(page)).toHaveCount(4);
    // Read in one go: the strip is rendered again when the page takes over from the HTML, and a
    // button found before that has no box after it.
    const tops = await categories(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
    const list = categories(page).getByRole('list');
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await categoryButton(page, 'Cattle Feeds').click();
    await expect(categoryButton(page, 'Cattle Feeds')).toBeInViewport();
  });
});

test.describe('blog detail', () => {
  test('shows the banner image, the name and the full article, with its own title', async ({ page }) => {
    await page.goto(routes.blogPost(3));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Buying Frozen Mango Pulp: Alphonso, Kesar and Totapuri Compared',
    );
    const banner = article.getByRole('img').first();
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('alt', /.+/);
    expect(await article.locator('p').count()).toBeGreaterThan(5);
    await expect(
      article.getByRole('heading', { level: 2, name: 'Key specifications to agree' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      'Buying Frozen Mango Pulp: Alphonso, Kesar and Totapuri Compared | Kinglife LLC',
    );
    await expect(article.getByRole('link', { name: 'Frozen Fruits and Vegetables' })).toHaveAttribute(
      'href',
      '/blogPage?category=frozen-fruits-vegetables',
    );
  });

  test('turns the id into a whole number: /blogPage/blogdetails/03 is article 3', async ({ page }) => {
    const response = await page.goto('/blogPage/blogdetails/03');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frozen Mango Pulp/);
  });

  test('answers 404 for id 0', async ({ page }) => {
    const response = await page.goto('/blogPage/blogdetails/0');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  });

  test('More Insights shows 3 cards at 1280 px and 2 at 800 px @desktop', async ({ page }) => {
    await page.goto(routes.blogPost(8));
    const carousel = page.getByRole('region', { name: 'More Insights' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('link', { name: /^Read article/ })).toHaveCount(6);
    await expect(carousel.getByRole('link', { name: /^Read article/ }).first()).toHaveAttribute(
      'href',
      '/blogPage/blogdetails/7',
    );
    await expect.poll(() => fullyVisibleSlides(carousel)).toBe(3);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => fullyVisibleSlides(carousel)).toBe(2);
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(carousel.getByRole('link', { name: /^Read article/ }).nth(2)).toBeInViewport();
  });

  test('More Insights shows 1 card on a phone @mobile', async ({ page }) => {
    await page.goto(routes.blogPost(8));
    const carousel = page.getByRole('region', { name: 'More Insights' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => fullyVisibleSlides(carousel)).toBe(1);
  });
});
