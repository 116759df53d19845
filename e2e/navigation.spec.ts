import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routes } from '../lib/routing/routes';

const NAV_LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Products', '/productPage'],
  ['Services', '/services'],
  ['Blog', '/blogPage'],
  ['Careers', '/careers'],
  ['Contact', '/contact'],
] as const;

const header = (page: import('@playwright/test').Page) => page.locator('header[data-variant]');

test.describe('desktop navigation @desktop', () => {
  test('shows the seven links, marks the current page and navigates', async ({ page }) => {
    await page.goto(routes.about());
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(NAV_LINKS.map(([label]) => label));
    for (const [label, href] of NAV_LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(routes.services());
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });

  test('the language dropdown opens, closes on outside click and Escape, and its choice switches the site', async ({
    page,
  }) => {
    await page.goto(routes.about());
    const trigger = page.getByRole('button', { name: /– Language/ });
    await expect(trigger).toHaveText('Eng');
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Language' });
    await expect(menu).toBeVisible();
    await page.locator('main').click({ position: { x: 20, y: 400 } });
    await expect(menu).toBeHidden();

    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await menu.getByRole('menuitemradio', { name: 'Arabic' }).click();
    await expect(page).toHaveURL('/ar/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('the language dropdown works from the keyboard', async ({ page }) => {
    await page.goto(routes.home());
    const trigger = page.getByRole('button', { name: /– Language/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Eng' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Arabic' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('no menu button on wide screens', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('navigation variants', () => {
  for (const path of [
    '/blogPage',
    '/blogPage/blogdetails/3',
    '/newsdetails',
    '/terms-and-conditions',
    '/privacy-policy',
  ]) {
    test(`is dark-teal with the dark logo on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-variant', 'dark');
      await expect(header(page).getByRole('link', { name: 'Kinglife home' }).locator('img')).toHaveAttribute(
        'src',
        /logo-dark\.svg/,
      );
      await expect(header(page)).toHaveCSS('color', 'rgb(11, 59, 60)');
    });
  }

  test('is white over the banner on /contact', async ({ page }) => {
    await page.goto(routes.contact());
    await expect(header(page)).toHaveAttribute('data-variant', 'light');
    await expect(header(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  for (const path of ['/', '/about', '/productPage', '/services', '/careers']) {
    test(`is white over the page top on ${path}, dark and frosted after 50 px of scroll`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-variant', 'light');
      await expect(header(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(header(page).getByRole('link', { name: 'Kinglife home' }).locator('img')).toHaveAttribute(
        'src',
        /logo-light\.svg/,
      );
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 120));
      await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
      await expect(header(page)).toHaveAttribute('data-variant', 'dark');
      await expect(header(page)).toHaveCSS('backdrop-filter', 'blur(12px)');
      await expect(header(page)).toHaveCSS('background-color', /rgba\(255, 255, 255, 0\.8\d*\)/);
    });
  }
});

test.describe('header contrast as tools compute it @desktop', () => {
  // A transparent header left axe to compute its links against the page's cream, or not at all
  // over the page top's gradient: audits and crawlers saw 1.06:1 where people see white on teal.
  for (const [path, variant, colour] of [
    ['/', 'light', 'rgb(11, 59, 60)'],
    ['/productPage', 'light', 'rgb(11, 59, 60)'],
    ['/ar', 'light', 'rgb(11, 59, 60)'],
    ['/contact', 'light', 'rgb(11, 59, 60)'],
    ['/blogPage', 'dark', 'rgb(227, 240, 238)'],
    ['/terms-and-conditions', 'dark', 'rgb(227, 240, 238)'],
    ['/ar/newsdetails', 'dark', 'rgb(227, 240, 238)'],
  ]) {
    test(`on ${path} the bar at rest has the colour of the page's top as its own, and axe passes its text`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-variant', variant);
      await expect(header(page)).toHaveCSS('background-color', colour);
      const { violations, incomplete, passes } = await new AxeBuilder({ page })
        .include('header[data-variant]')
        .withRules(['color-contrast'])
        .analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      expect(incomplete.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      expect(passes.flatMap((v) => v.nodes).length).toBeGreaterThan(0);
    });
  }
});

test.describe('small-screen menu @mobile', () => {
  test('opens a full-screen overlay with the seven links; a link closes it', async ({ page }) => {
    await page.goto(routes.home());
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeHidden();
    await expect(page.getByRole('button', { name: /– Language/ })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay).toBeVisible();
    // Full screen once its entrance animation has settled.
    await overlay.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await overlay.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    expect(Math.round(box!.height)).toBe(812);
    await expect(overlay.getByRole('navigation').getByRole('link')).toHaveText(
      NAV_LINKS.map(([label]) => label),
    );
    await overlay.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(routes.careers());
    await expect(overlay).toBeHidden();
  });

  test('closes with the close button and with Escape, returning focus to the menu button', async ({
    page,
  }) => {
    await page.goto(routes.about());
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await overlay.getByRole('button', { name: 'Close menu' }).click();
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('keeps keyboard focus inside the open menu', async ({ page }) => {
    await page.goto(routes.home());
    await page.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    const inside = await overlay.evaluate((el) => el.contains(document.activeElement));
    expect(inside).toBe(true);
  });
});

test.describe('the menu dialog @mobile', () => {
  test('locks the page behind it: no scrolling, nothing to reach or click', async ({ page }) => {
    await page.goto(routes.about());
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // A modal <dialog> makes the rest of the page inert: its links cannot take focus.
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    const focusedBehind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('footer a[href]')!;
      link.focus();
      return document.activeElement === link;
    });
    expect(focusedBehind).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test('scrolls to the top on every path change', async ({ page, isMobile }) => {
  await page.goto(routes.products());
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  }
  await expect(page).toHaveURL(routes.about());
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
