/**
 * The layout gate, held by CI without a clock: every public page in both languages, the buyer's
 * page and every admin screen, at 375 px (the mobile project) and 1280 px (desktop), read after
 * their fonts have loaded by e2e/support/layout.ts: no sideways overflow, no squeezed column,
 * Latin runs isolated in Arabic and codes on one line, every button and link named where one can
 * see it. The first test plants each fault and sees it found.
 */
import { expect, test, type Page } from '@playwright/test';
import { publicPages } from '../scripts/bench/common';
import { apiUrl, inLocale, routes } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import { LOCALES } from '../lib/i18n/locales';
import { demoEnquiries } from '../content/demo';
import { randomToken, sha256 } from '../lib/auth/tokens';
import { buyerText as buyerEn } from '../features/buyers/pageText';
import { buyerText as buyerAr } from '../features/buyers/pageText.ar';
import { ADMIN_ROUTES, openAdminAs } from './support/admin';
import { withE2eDb } from './support/db';
import { readLayoutProblems } from './support/layout';
import { openWithSlash } from './support/search';

const BUYER_TEXT = { en: buyerEn, ar: buyerAr };

async function problemsOn(page: Page, path: string, settle = false): Promise<string[]> {
  await page.goto(path, { waitUntil: 'load' });
  if (settle) await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return (await page.evaluate(readLayoutProblems)).map((problem) => `${path}: ${problem}`);
}

const planted = (body: string, dir = 'ltr') =>
  `<!doctype html><html lang="${dir === 'rtl' ? 'ar' : 'en'}" dir="${dir}"><body style="margin:0;font:16px sans-serif">${body}</body></html>`;

test('the gate finds each planted fault, and nothing on a clean page @desktop', async ({ page }) => {
  const found = async (body: string, dir?: string) => {
    await page.setContent(planted(body, dir));
    return page.evaluate(readLayoutProblems);
  };
  expect(await found('<div style="width:2000px">A wide table</div>')).toEqual(
    expect.arrayContaining([expect.stringMatching(/scrolls sideways by 720 px/)]),
  );
  expect(
    await found(
      '<div style="display:flex;width:600px"><p style="width:40px">Certificate of analysis for lot KL-2411-07 of Sesbania Extract</p><a href="#" style="flex:1">Download (PDF)</a></div>',
    ),
  ).toEqual([expect.stringMatching(/squeezed into 40 px/)]);
  expect(await found('<h1>عرق السوس (Glycyrrhiza glabra)</h1>', 'rtl')).toEqual([
    expect.stringMatching(/mixes Arabic with a Latin run/),
  ]);
  expect(await found('<p>عرق السوس <span>Glycyrrhiza glabra</span></p>', 'rtl')).toEqual([
    expect.stringMatching(/"Glycyrrhiza glabra" sits in Arabic text without being isolated/),
  ]);
  expect(await found('<p style="width:90px">الدفعة <bdi dir="ltr">KL-2411-07-AB</bdi></p>', 'rtl')).toEqual([
    expect.stringMatching(/"KL-2411-07-AB" breaks over \d lines/),
  ]);
  expect(
    await found(
      '<button style="width:60px;overflow:hidden;white-space:nowrap">Add to the quote list</button>',
    ),
  ).toEqual([expect.stringMatching(/its name is cut off/)]);
  expect(
    await found(
      '<div style="width:300px;max-height:200px;overflow-y:auto"><p style="width:480px">A search result wider than its dialog</p></div>',
    ),
  ).toEqual([expect.stringMatching(/scrolls sideways by \d+ px, cutting off what is wider than it/)]);
  expect(await found('<button aria-label="Search"><svg width="20" height="20"></svg></button>')).toEqual([
    expect.stringMatching(/aria-label="Search".* has no name one can see, nor a tooltip/),
  ]);

  const clean = `
    <p>عرق السوس <bdi dir="ltr">(Glycyrrhiza glabra)</bdi> من الهند، الدفعة <bdi dir="ltr" style="white-space:nowrap">KL-2411-07</bdi></p>
    <button aria-label="Search" data-tip="Search"><svg width="20" height="20"></svg></button>
    <a href="#">اطلب عرض سعر</a>
    <ul style="display:flex;width:200px;overflow-x:auto;overscroll-behavior-inline:contain"><li style="flex:none;width:150px">أ</li><li style="flex:none;width:150px">ب</li></ul>`;
  expect(await found(clean, 'rtl')).toEqual([]);
});

test('an icon button shows its name on hover and on keyboard focus, and Escape hides it @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.locator('header').getByRole('button', { name: 'Search', exact: true });
  const tip = () => search.evaluate((button) => getComputedStyle(button, '::after').content);
  await expect.poll(tip).toBe('none');
  await search.hover();
  await expect.poll(tip).toBe('"Search"');
  await page.keyboard.press('Escape');
  await expect.poll(tip).toBe('none');
  await page.mouse.move(5, 5);
  await search.hover();
  await expect.poll(tip).toBe('"Search"');
  await page.mouse.move(5, 400);
  await expect.poll(tip).toBe('none');
  // From the keyboard: focus shows it, Escape hides it.
  await search.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await expect.poll(tip).toBe('"Search"');
  await page.keyboard.press('Escape');
  await expect.poll(tip).toBe('none');
});

for (const locale of LOCALES) {
  test(`every public page in ${locale} is laid out whole`, async ({ page, baseURL }) => {
    test.slow(); // seventeen pages
    const paths = (await publicPages(baseURL!)).filter((path) => inLocale(path, locale) === path);
    expect(paths.length).toBe(17);
    const problems: string[] = [];
    for (const path of paths) problems.push(...(await problemsOn(page, path)));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`the site search in ${locale}, open with results, is laid out whole`, async ({ page }) => {
    await page.goto(inLocale('/', locale));
    await openWithSlash(page);
    await page.keyboard.type('Sesbania');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    const problems = await page.evaluate(readLayoutProblems);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`the buyer's requests page in ${locale} is laid out whole`, async ({ page }) => {
    // A seeded buyer signs in with a link as the mail would give it (features/buyers/signIn.ts).
    const token = randomToken();
    await withE2eDb((db) =>
      db.query(
        "INSERT INTO buyer_sign_in_links (token_hash, email, language, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')",
        [sha256(token), demoEnquiries[0].email, locale],
      ),
    );
    await page.goto(inLocale(routes.accountSignIn(token), locale));
    await page.getByRole('button', { name: BUYER_TEXT[locale].confirm.submit }).click();
    const path = inLocale(routes.account(), locale);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const problems = await problemsOn(page, path);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('every admin screen is laid out whole', async ({ page, baseURL }, testInfo) => {
  test.slow(); // fourteen screens, each loading its data
  await openAdminAs(page);
  // A product page's visit, so that Site speed's products group, opened, has a page to lay out.
  const visit = await page.request.post(apiUrl(endpoints.vitals.path), {
    headers: { origin: baseURL!, 'x-forwarded-for': `10.77.${testInfo.workerIndex}.${Date.now() % 250}` },
    data: { path: routes.product(1), locale: 'en', device: 'desktop', vitals: { LCP: 2100, INP: 90 } },
  });
  expect(visit.status()).toBe(204);
  const problems: string[] = [];
  for (const path of [
    ...ADMIN_ROUTES.filter((route) => route !== '/admin'),
    // Site speed with a group opened: its pages one by one.
    `${routes.admin.speed}?group=product`,
  ])
    problems.push(...(await problemsOn(page, path, true)));
  expect(problems, problems.join('\n')).toEqual([]);
});
