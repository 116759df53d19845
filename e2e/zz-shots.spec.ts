import { expect, test } from '@playwright/test';
import { buyerText as buyerEn } from '@/features/buyers/pageText';
import { buyerText as buyerAr } from '@/features/buyers/pageText.ar';
import { routes, routesFor } from '../lib/routing/routes';
import { plainTextOf } from '../test/smtp';
import { openAdminAs } from './support/admin';
import { clearFormLimits, mailTo, uniqueWord } from './support/operations';

test.beforeEach(clearFormLimits);
const WIDTHS = [375, 1280];

test.skip('admin shots @desktop', async ({ page }) => {
  test.setTimeout(240_000);
  await openAdminAs(page, routes.admin.home);
  const shots: [string, () => Promise<void>][] = [
    ['dashboard', async () => {
      await page.goto(routes.admin.home);
      await expect(page.getByText(/^Loading the /)).toHaveCount(0);
      await page.getByRole('region', { name: 'Requests by source' }).getByText('Show as a table').click();
      await page.getByRole('region', { name: 'Requests by source' }).scrollIntoViewIfNeeded();
    }],
    ['enquiry-source', async () => {
      await page.goto(`${routes.admin.enquiry}?q=deskmxdgtczosexk`);
      await expect(page.getByText('newsletter / email / nov, landed on /', { exact: true })).toBeVisible();
    }],
    ['applications', async () => {
      await page.goto(routes.adminCareer('applications'));
      await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible();
    }],
    ['personal-data', async () => {
      await page.goto(routes.admin['personal-data']);
      await page.getByLabel(/address/i).first().fill('deskmxdgtczosexk@example.com');
      await page.getByRole('button', { name: /Search|Find/ }).first().click();
      await page.waitForTimeout(1500);
    }],
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, go] of shots) {
      await go();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `screenshots/s64-${name}-${width}.png`, fullPage: name !== 'dashboard' });
      if (name === 'dashboard') await page.screenshot({ path: `screenshots/s64-${name}-full-${width}.png`, fullPage: true });
    }
  }
});

for (const locale of ['en', 'ar'] as const) {
  test(`buyer shots ${locale} @desktop`, async ({ page, baseURL }, testInfo) => {
    const t = { en: buyerEn, ar: buyerAr }[locale];
    const paths = routesFor(locale);
    const word = uniqueWord(`${testInfo.project.name}-${locale}`);
    const email = `${word.toLowerCase()}@gf.example`;
    const headers = { origin: baseURL!, 'accept-language': locale };
    await page.request.post('/api/v1/quote-requests', {
      headers,
      data: { kind: 'quote', lines: [{ productId: 7, quantity: 2, unit: 'MT' }], company: 'Gulf Flavours', name: `Layla ${word}`, email, country: 'AE', incoterm: 'EXW' },
    });
    await page.request.post('/api/v1/buyer/sign-in-link', { headers, data: { email } });
    const signIn = new URL(/https?:\/\/\S+\/account\/sign-in\?token=[\w-]+/.exec(plainTextOf(await mailTo(email, 'account/sign-in?token=')))![0]);
    await page.goto(`${signIn.pathname}${signIn.search}`);
    await page.getByRole('button', { name: t.confirm.submit }).click();
    await expect(page).toHaveURL(paths.account());
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `screenshots/s64-account-${locale}-${width}.png`, fullPage: true });
      const yours = page.getByRole('region', { name: t.yourData.title });
      await yours.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/s64-yours-${locale}-${width}.png` });
    }
  });
}
