import { expect, test, type Page } from '@playwright/test';
import { routes, routesFor } from '../lib/routing/routes';
import { expectNoAxeViolations } from './support/axe';
import { filtersButton, openProductFilters } from './support/productFilters';

/**
 * The product finder on /productPage (issue #22): filters and search kept in the URL, counts per
 * option, a "no match" state with its way out, the filters as plain links without JavaScript;
 * and the specification on a product page. Figures follow the seed (features/products/seed.ts).
 */

const grid = (page: Page) => page.getByRole('list', { name: /^Products in / });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter products' });
const option = (page: Page, filter: string, name: string) =>
  filters(page)
    .getByRole('list', { name: filter })
    .getByRole('link', { name: new RegExp(`^${name} \\d+$`) });

const POWDERS = ['Ashwagandha Powder', 'Moringa Powder', 'Spice Powder'];

test.describe('product finder', () => {
  test('a combination of filters is kept in the URL: it survives a reload, and back and forward step through it', async ({
    page,
  }) => {
    await page.goto(routes.products());
    await openProductFilters(page); // a phone folds them behind "Filters"
    await option(page, 'Form', 'Powder').click();
    await expect(page).toHaveURL(/\?form=powder$/);
    await expect(grid(page).getByRole('link')).toHaveText(POWDERS.map((n) => new RegExp(n)));
    await expect(option(page, 'Application', 'Animal feed')).toHaveText(/Animal feed 2/);

    await option(page, 'Application', 'Animal feed').click();
    await expect(page).toHaveURL(/\?application=animal-feed&form=powder$/);
    await expect(grid(page).getByRole('link')).toHaveText([/Ashwagandha Powder/, /Moringa Powder/]);
    await expect(option(page, 'Application', 'Animal feed')).toHaveAttribute('aria-current', 'true');

    await page.reload();
    await expect(grid(page).getByRole('link')).toHaveText([/Ashwagandha Powder/, /Moringa Powder/]);
    await expect(page.getByText('2 products match.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?form=powder$/);
    await expect(grid(page).getByRole('link')).toHaveCount(3);
    await page.goForward();
    await expect(grid(page).getByRole('link')).toHaveCount(2);
  });

  test('no match says so and offers the way out; clearing returns to the listing', async ({ page }) => {
    await page.goto(`${routes.products()}?application=cosmetics&form=extract&certification=organic`);
    await expect(page.getByText(/No product matches all of these/)).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear all filters' }).last().click();
    await expect(page).toHaveURL(new RegExp(`${routes.products()}\\?$|${routes.products()}$`));
    await expect(grid(page).getByRole('link')).toHaveCount(4); // Herbal Extracts, the default
  });

  test('the search box finds an Arabic product written with or without its diacritics', async ({ page }) => {
    const ar = routesFor('ar');
    await page.goto(ar.products());
    const search = page.getByRole('searchbox', { name: 'ابحث في المنتجات' });
    await search.fill('الفَانِيلْيَا');
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByRole('heading', { name: 'المنتجات المطابقة' })).toBeVisible();
    const results = page.getByRole('list', { name: /المنتجات المطابقة/ }).getByRole('link');
    await expect(results).toHaveCount(1);
    await expect(results).toContainText('الفانيليا (Vanilla)');
    await search.fill('فانيليا');
    await expect(results).toHaveCount(1);
    await search.fill('lavandula');
    await expect(results).toContainText('اللافندر');
  });

  test('text typed into the search box before the page is live is kept, with the focus', async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(routes.products(), { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.pressSequentially('moringa');
    await expect(page).not.toHaveURL(/\?q=/); // nothing live yet: the server's box holds the text
    release();
    await expect(page).toHaveURL(/\?q=moringa$/);
    await expect(search).toHaveValue('moringa');
    await expect(search).toBeFocused();
    const results = page.getByRole('list', { name: 'Products in Matching products' }).getByRole('link');
    await expect(results).toHaveText([/^Moringa Powder/, /^Capsules/]);
    await search.pressSequentially(' powder');
    await expect(page).toHaveURL(/\?q=moringa\+powder$/);
    await expect(results).toHaveText([/^Moringa Powder/]);
  });

  test('without JavaScript the filters are links the server answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(routes.products());
    await option(page, 'Form', 'Powder').click();
    await expect(page).toHaveURL(/\?form=powder$/);
    await expect(grid(page).getByRole('link')).toHaveCount(3);
    await option(page, 'Application', 'Animal feed').click();
    await expect(grid(page).getByRole('link')).toHaveText([/Ashwagandha Powder/, /Moringa Powder/]);
    // The internal filter pages are not addresses of their own.
    const direct = await page.request.get(`${routes.products()}/filter/form.powder`);
    expect(direct.status()).toBe(404);
    await context.close();
  });

  test('on a phone the categories and filters fold behind "Filters (n)", and the first products show on the first screen @mobile', async ({
    page,
  }) => {
    const categories = page.getByRole('navigation', { name: 'Categories' });
    const firstCard = page
      .getByRole('list', { name: /^Products in / })
      .getByRole('listitem')
      .first();
    await page.goto(routes.products());
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const button = filtersButton(page, 'Filters');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(categories).toBeHidden();
    await expect(filters(page)).toBeHidden();
    // On the first screen: a retrying check, since hydration may replace the card between two reads.
    await expect(firstCard).toBeInViewport();

    // A disclosure button, from the keyboard: Enter opens it, Space folds it again.
    await expect(button).toBeEnabled(); // once the page is live
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(categories).toBeVisible();
    await expect(filters(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(filters(page)).toBeHidden();
    await page.keyboard.press('Space');
    await expect(filters(page)).toBeVisible();

    // One filter on: the button counts it, the URL keeps it, a reload folds the panel and keeps both.
    await option(page, 'Form', 'Powder').click();
    await expect(page).toHaveURL(/\?form=powder$/);
    await expect(filtersButton(page, 'Filters (1)')).toHaveAttribute('aria-expanded', 'true');
    await expect(grid(page).getByRole('link')).toHaveText(POWDERS.map((n) => new RegExp(n)));
    await page.reload();
    await expect(filtersButton(page, 'Filters (1)')).toHaveAttribute('aria-expanded', 'false');
    await expect(filters(page)).toBeHidden();
    await expect(grid(page).getByRole('link')).toHaveCount(3);
    await openProductFilters(page);
    await expect(option(page, 'Form', 'Powder')).toHaveAttribute('aria-current', 'true');

    // A chosen category counts too, beside the filter.
    await categories.getByRole('button', { name: /^Natural Powders\s*,/ }).click();
    await expect(page).toHaveURL(/\?category=natural-powders&form=powder$/);
    await expect(filtersButton(page, 'Filters (2)')).toBeVisible();

    // The same in Arabic, right to left.
    await page.goto(routesFor('ar').products());
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const arButton = filtersButton(page, 'عوامل التصفية');
    await expect(arButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'الفئات' })).toBeHidden();
    const arFirstCard = page
      .getByRole('list', { name: /^منتجات فئة / })
      .getByRole('listitem')
      .first();
    await expect(arFirstCard).toBeInViewport();
    await expect(arButton).toBeEnabled();
    await arButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'الفئات' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'تصفية المنتجات' })).toBeVisible();
  });

  test('from 768 px the categories and filters are shown without pressing anything @desktop', async ({
    page,
  }) => {
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await page.goto(routes.products());
    await expect(categories).toBeVisible();
    await expect(filters(page)).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
    // At 1280 px the categories stand in a column beside the search box and the filters.
    const side = (await categories.boundingBox())!;
    const search = (await page.getByRole('searchbox', { name: 'Search products' }).boundingBox())!;
    expect(side.x + side.width).toBeLessThan(search.x);
    await option(page, 'Form', 'Powder').click();
    await expect(page).toHaveURL(/\?form=powder$/);
    await expect(grid(page).getByRole('link')).toHaveCount(3);

    // 768 px is the first width that shows them; one pixel less folds them.
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(filters(page)).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(filters(page)).toBeHidden();
    await expect(filtersButton(page, 'Filters (1)')).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`has no WCAG 2.2 A/AA violation with filters on, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${routes.products()}?form=powder&q=moringa`);
      await expect(grid(page).getByRole('link')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('product specification', () => {
  test('the product page shows the specification table and its Product JSON-LD carries it', async ({
    page,
  }) => {
    await page.goto(routes.product(6)); // Lavender
    const table = page.getByRole('region', { name: 'Specification' }).getByRole('table');
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row('Botanical name')).toContainText('Lavandula angustifolia Mill.');
    await expect(row('CAS number')).toContainText('8000-28-0');
    await expect(row('Origin')).toContainText('Bulgaria');
    await expect(row('Form')).toContainText('Essential oil');
    await expect(row('Minimum order')).toContainText('25 kg');
    await expect(row('Shelf life')).toContainText('36 months');
    await expect(row('Certifications')).toContainText('Organic');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd
      .map((text) => JSON.parse(text))
      .flat()
      .find((d) => d['@type'] === 'Product');
    expect(product.countryOfOrigin).toEqual({ '@type': 'Country', name: 'Bulgaria' });
    expect(product.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'CAS number',
      value: '8000-28-0',
    });
    expect(product.hasCertification.map((c: { name: string }) => c.name)).toEqual(['ISO 22000', 'Organic']);

    await page.goto(routesFor('ar').product(6));
    const arTable = page.getByRole('region', { name: 'المواصفات' });
    await expect(arTable).toContainText('بلغاريا');
    await expect(arTable).toContainText('زيت عطري');
    await expect(arTable).toContainText('8000-28-0');
  });
});
