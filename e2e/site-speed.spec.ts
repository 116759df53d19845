/**
 * Real visitors' speed (the first-paint issue): public pages report their Core Web Vitals as they
 * are left, and staff find them aggregated on Site speed, per page, language and device, with a
 * chart, the same numbers as a table, and no axe violation. (Bad beacons: the route's Jest tests.)
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import type { SiteSpeedDto } from '@/features/speed/dto';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

const PHONE = { width: 375, height: 812 };

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
    // The reporter loads once the page is idle; a tap gives it a response to input to measure.
    await tab.waitForLoadState('networkidle');
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
