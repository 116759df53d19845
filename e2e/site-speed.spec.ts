/**
 * Real visitors' speed (the first-paint issue): public pages report their Core Web Vitals as they
 * are left, and staff find them aggregated on Site speed, per page, language and device, with a
 * chart, the same numbers as a table, and no axe violation; a group of pages (every product's
 * page) opens to show each page (issue #45). (Bad beacons: the route's Jest tests.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import type { SiteSpeedDto } from '@/features/speed/dto';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

const PHONE = { width: 375, height: 812 };

/** Waits for the page's speed reporter (features/speed/site/reportVitals.ts) to be listening. */
async function reporterListening(tab: Page) {
  await tab.waitForFunction(() => document.documentElement.dataset.vitals === 'listening');
}

/** How many visits of `page` Site speed counts, and how many of them measured a response to input. */
async function counted(request: APIRequestContext, page: string, query: string) {
  const answer = await request.get(`${apiUrl(endpoints.siteSpeed.path)}?${query}`);
  const row = ((await answer.json()) as SiteSpeedDto).pages.find((p) => p.page === page);
  return { views: row?.views ?? 0, inp: row?.readings.INP ?? 0 };
}

test('pages report their speed as they are left, and Site speed shows it per page, language and device', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // three visits in a second browser, then the admin screen at its filters
  await openAdminAs(page, routes.admin.speed);
  await expect(page.getByRole('heading', { name: 'Site speed', level: 1 })).toBeVisible();
  const arabicPhones = 'days=7&locale=ar&device=phone';
  const before = await counted(page.request, 'contact', arabicPhones);

  // A visitor on a phone, from an address of its own (the beacons' limit is per client).
  const visitor = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.88.${testInfo.workerIndex}.${Date.now() % 250}` },
  });
  const tab = await visitor.newPage();
  for (const path of [routesFor('ar').contact(), routesFor('ar').about(), routes.home()]) {
    await tab.goto(path);
    // The reporter loads once the page is idle (on a busy machine, after the network is quiet);
    // a tap gives it a response to input to measure.
    await reporterListening(tab);
    await tab.getByRole('heading', { level: 1 }).click();
  }
  await tab.goto('about:blank'); // the last page is left too (closing the browser could cut its beacon off)

  // The English home page counts under both languages, not under Arabic alone.
  const homeOnPhones = async () => {
    const inArabic = await counted(page.request, 'home', arabicPhones);
    const inBoth = await counted(page.request, 'home', 'days=7&device=phone');
    return inBoth.views > inArabic.views;
  };
  await expect
    .poll(
      async () => {
        const now = await counted(page.request, 'contact', arabicPhones);
        return now.views > before.views && now.inp > before.inp && (await homeOnPhones());
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await visitor.close();

  await page.goto(`${routes.admin.speed}?${arabicPhones}`);
  await expect(page.getByLabel('Period')).toHaveValue('7');
  await expect(page.getByLabel('Language')).toHaveValue('ar');
  await expect(page.getByLabel('Device')).toHaveValue('phone');
  const contact = page.getByTestId('speed-row').filter({ hasText: 'Contact' });
  await expect(contact).toHaveCount(1);
  // Each vital as a figure with its verdict in words.
  await expect(contact.getByText(/^\d+\.\d\d s(Good|Needs improvement|Poor)$/).first()).toBeVisible();
  // The chart, described, and its numbers as a table.
  await expect(
    page
      .getByRole('img', { name: /Line chart of the whole site/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await page.getByText('Show the numbers per day').click();
  const daily = page.getByRole('table', { name: 'The site’s 75th percentile per day' });
  await expect(daily.locator('tbody tr')).toHaveCount(7);
  await expect(daily.locator('tbody tr').last()).toContainText(/\d+\.\d\d s/);
  await expectNoAxeViolations(page);

  // Another period and both languages: the choice is kept in the address.
  await page.getByLabel('Language').selectOption('');
  await expect(page).toHaveURL(/device=phone/);
  await expect(page).not.toHaveURL(/locale=/);
  await expect(page.getByTestId('speed-row').filter({ hasText: 'Home' })).toHaveCount(1);
});

/** How many visits of each product's page Site speed counts, its products group opened. */
async function productVisits(request: APIRequestContext): Promise<Map<number | null, number>> {
  const answer = await request.get(`${apiUrl(endpoints.siteSpeed.path)}?days=7&group=product`);
  const { group } = (await answer.json()) as SiteSpeedDto;
  return new Map(group!.items.map((item) => [item.id, item.views]));
}

test('an Owner opens the products group from the keyboard and sees each product’s page with its figures', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two product pages in a second browser, then the admin screen
  await openAdminAs(page, routes.admin.speed);
  // Two published products of the seed's first category.
  const [category] = (await (
    await page.request.get(apiUrl(endpoints.productCategories.path))
  ).json()) as ProductCategoryDto[];
  const { items } = (await (
    await page.request.get(apiUrl(endpoints.productCategoryProducts(category.id).path))
  ).json()) as { items: ProductDto[] };
  const visited = items.filter((product) => product.published).slice(0, 2);
  expect(visited).toHaveLength(2);
  const before = await productVisits(page.request);

  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.89.${testInfo.workerIndex}.${Date.now() % 250}` },
  });
  const tab = await visitor.newPage();
  for (const product of visited) {
    await tab.goto(routes.product(product.id));
    await reporterListening(tab);
    await tab.getByRole('heading', { level: 1 }).click();
  }
  await tab.goto('about:blank');
  await expect
    .poll(
      async () => {
        const now = await productVisits(page.request);
        return visited.every((product) => (now.get(product.id) ?? 0) > (before.get(product.id) ?? 0));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await visitor.close();

  await page.goto(`${routes.admin.speed}?days=7`);
  // The group stays one row of the list, a link that says how many pages it holds.
  const group = page.getByTestId('speed-row').filter({ hasText: 'A product' });
  await expect(group).toHaveCount(1);
  const open = group.getByRole('link', { name: /^A product\s*\d+ pages?: see each$/ });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]group=product/);
  await expect(page).toHaveURL(/[?&]days=7/);

  // Its pages, one by one, each with its figures; the heading takes the focus.
  const heading = page.getByRole('heading', { name: 'Product pages, slowest first', level: 2 });
  await expect(heading).toBeFocused();
  const table = page.getByRole('table', { name: '75th percentile of each product’s page' });
  for (const product of visited) {
    const row = table.getByTestId('speed-item-row').filter({ hasText: product.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(routes.product(product.id));
    await expect(row.getByText(/^\d+\.\d\d s(Good|Needs improvement|Poor)$/).first()).toBeVisible();
  }
  await expect(page.getByRole('table', { name: '75th percentile of each page' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The filters apply to the opened group (the visitor above was on a computer), and the way
  // back keeps them.
  await page.getByLabel('Device').selectOption('desktop');
  // The filter is in the address once applied; "All pages" is built from the address.
  await expect(page).toHaveURL(/device=desktop/);
  await expect(page).toHaveURL(/group=product/);
  await expect(table.getByTestId('speed-item-row').filter({ hasText: visited[0].name })).toHaveCount(1);
  await page.getByRole('link', { name: 'All pages' }).click();
  await expect(page).not.toHaveURL(/group=/);
  await expect(page).toHaveURL(/device=desktop/);
  await expect(page.getByRole('table', { name: '75th percentile of each page' })).toBeVisible();
});
