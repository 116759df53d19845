/**
 * The site's error pages: a page that fails as it renders (app/[locale]/error.tsx) shows, in the
 * page's language and inside the site's navigation, what happened, the request id the server logged
 * the error under (to quote), and the ways on; not Next's default page in English. When the site's
 * layout itself fails (app/global-error.tsx), the same message takes the whole page. The failures
 * are planted by a test-only setting (PLANT_RENDER_ERROR, playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const LANGUAGES = [
  {
    path: '/render-error',
    lang: 'en',
    dir: 'ltr',
    title: 'Something went wrong on our side',
    retry: 'Try again',
    home: 'Back to the home page',
    homeHref: '/',
    reference: 'Reference',
  },
  {
    path: '/ar/render-error',
    lang: 'ar',
    dir: 'rtl',
    title: 'حدث خطأ من جهتنا',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الصفحة الرئيسية',
    homeHref: '/ar',
    reference: 'الرقم المرجعي',
  },
];

for (const { path, lang, dir, title, retry, home, homeHref, reference } of LANGUAGES) {
  test(`a page that fails as it renders shows the site's error page in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
    const requestId = response!.headers()['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    // Inside the site: its navigation is there, and the reference to quote is the request id the
    // server logged the failure under (lib/log/renderErrors.ts).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(main.getByText(`${reference}: ${requestId}`)).toBeVisible();
    await expect(main.getByRole('link', { name: home })).toHaveAttribute('href', homeHref);
    await expect(page.getByText('Application error')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // "Try again" loads the page afresh (it fails again here, so the same page comes back).
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === path);
    await main.getByRole('button', { name: retry }).click();
    const second = await again;
    expect(second.status()).toBe(500);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(`${reference}: ${second.headers()['x-request-id']}`)).toBeVisible();
  });
}

// The last resort (app/global-error.tsx): the site's layout itself fails (planted at /render-error/layout).
for (const { path, lang, dir, title, home, homeHref, reference } of LANGUAGES) {
  test(`a page whose layout fails shows the error page alone, in ${lang}`, async ({ page }) => {
    const response = await page.goto(`${path}/layout`);
    expect(response?.status()).toBe(500);
    const requestId = response!.headers()['x-request-id'];
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The layout that failed drew nothing: no navigation, only the way home and the reference.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(main.getByText(`${reference}: ${requestId}`)).toBeVisible();
    await expect(main.getByRole('link', { name: home })).toHaveAttribute('href', homeHref);
    await expect(page.getByText('Application error')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
