import { expect, test } from '@playwright/test';
import {
  ADMIN,
  ADMIN_ROUTES,
  createAdminAccount,
  latestCodeFor,
  openAdminAs,
  signInWithForm,
} from './support/admin';
import { routes } from '../lib/routing/routes';

test.describe('admin login', () => {
  test('shows the spec’s validation messages and enables Sign In only when both fields are valid', async ({
    page,
  }) => {
    await page.goto(routes.admin.index);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    const contact = page.getByLabel('Email/Phone Number');
    const password = page.getByLabel('Password', { exact: true });
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();

    await contact.focus();
    await password.focus();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await contact.fill('not an address');
    await expect(page.getByText('Enter a valid email or phone number.')).toBeVisible();
    await expect(contact).toHaveAttribute('aria-invalid', 'true');

    await contact.fill('0501234567');
    await password.fill('12345');
    await contact.focus();
    await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(signIn).toBeDisabled();

    await password.fill('123456');
    await expect(page.getByText('Password must be at least 6 characters.')).toBeHidden();
    await expect(signIn).toBeEnabled();
    await expect(
      page
        .getByRole('link', { name: /Forgot Password/ })
        .or(page.getByRole('button', { name: 'Forgot Password?' })),
    ).toBeVisible();
  });

  test('a wrong password and an unknown account get the same message', async ({ page }) => {
    await page.goto(routes.admin.index);
    await signInWithForm(page, ADMIN.email, 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: 'incorrect' });
    await expect(alert).toHaveText('The email/phone number or password is incorrect.');
    await signInWithForm(page, 'nobody@kinglife.test', 'wrong-password');
    await expect(alert).toHaveText('The email/phone number or password is incorrect.');
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  });

  test('signs in by e-mail into an HttpOnly session cookie, and Log out ends the session', async ({
    page,
    context,
  }) => {
    await openAdminAs(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('overview-products')).toHaveText(/^\d+$/);
    const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith('kl_session'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('kl_session');

    // A reload keeps the session (it lives on the server, not in the page).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    // The old cookie value no longer opens anything on the server.
    await context.addCookies([{ ...cookie, expires: -1 }]);
    const answer = await page.request.get('/api/v1/admin/overview');
    expect(answer.status()).toBe(401);
    await page.goto(routes.admin.home);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('signs in by phone number @desktop', async ({ page }) => {
    await page.goto(routes.admin.home);
    await signInWithForm(page, ADMIN.phone, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('pages are not indexed @desktop', async ({ page }) => {
    await page.goto(routes.admin.index);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('forgot password', () => {
  test('resets the password with the code from the e-mail, then signs in with the new one', async ({
    page,
  }, testInfo) => {
    const email = `reset-${testInfo.project.name}-${Date.now()}@kinglife.test`;
    await createAdminAccount(email, 'old-password');
    const startedAt = Date.now() - 1000;

    await page.goto(routes.admin.index);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const contact = page.getByLabel('Email/Phone Number');
    await contact.fill('12345');
    await contact.blur();
    await expect(page.getByText('Please enter a valid email or 10-digit phone number.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    await contact.fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    const boxes = page.getByRole('group', { name: 'One-time code' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

    const code = await latestCodeFor(email, startedAt);
    // Typing moves from box to box; then a paste replaces the whole code.
    await boxes.first().focus();
    await page.keyboard.type(code.slice(0, 3));
    await expect(boxes.nth(3)).toBeFocused();
    await expect(proceed).toBeDisabled();
    await boxes.first().focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue(code[i]);
    await proceed.click();

    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Proceed' });
    await page.getByLabel('New Password').fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await page.getByLabel('New Password').fill('brand-new-password');
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Confirm Password').fill('brand-new-password');
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');
    await signInWithForm(page, email, 'old-password');
    await expect(page.getByText('The email/phone number or password is incorrect.')).toBeVisible();
    await signInWithForm(page, email, 'brand-new-password');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('a wrong code is refused without saying more @desktop', async ({ page }) => {
    await page.goto(routes.admin.index);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email/Phone Number').fill('nobody-here@kinglife.test');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await page.getByRole('group', { name: 'One-time code' }).getByRole('textbox').first().focus();
    await page.keyboard.type('000000');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'code' })).toHaveText(
      'This code is incorrect or has expired. Check it or request a new one.',
    );
  });
});

test.describe('admin gate and shell', () => {
  test('every admin route shows the login without a session', async ({ page }) => {
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Welcome Back' }), route).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
    }
  });

  test('with a session every route shows the shell and highlights its sidebar item @desktop', async ({
    page,
  }) => {
    test.slow(); // sixteen admin screens, each loaded whole: over 30 s on a busy 2-core machine
    await openAdminAs(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    const sidebarWidth = await nav.evaluate((el) => el.closest('aside')!.getBoundingClientRect().width);
    expect(sidebarWidth).toBe(249);
    const expected: Record<string, [item: string, heading: string]> = {
      '/admin': ['Home', 'Dashboard'],
      '/admin/home': ['Home', 'Dashboard'],
      '/admin/products': ['Products', 'All Product Categories'],
      '/admin/services': ['Services', 'Services'],
      '/admin/events': ['Events', 'Events'],
      '/admin/career': ['Career', 'Career'],
      '/admin/enquiry': ['Enquiry', 'Enquiries'],
      '/admin/general': ['General', 'General Settings'],
      '/admin/blogs': ['Blogs', 'Blogs'],
      '/admin/accounts': ['Accounts', 'Accounts'],
      '/admin/trash': ['Trash', 'Trash'],
      '/admin/audit': ['Audit', 'Audit'],
      '/admin/speed': ['Site speed', 'Site speed'],
      '/admin/translations': ['Translations', 'Translations'],
      '/admin/redirects': ['Redirects', 'Redirects'],
      '/admin/webhooks': ['Webhooks', 'Webhooks'],
      '/admin/personal-data': ['Personal data', 'Personal data'],
    };
    for (const route of ADMIN_ROUTES) {
      const [item, heading] = expected[route];
      await page.goto(route);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    // Client-side navigation moves the highlight too.
    await nav.getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/admin\/career$/);
    await expect(nav.getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
  });

  test('the sidebar is a drawer on small screens @mobile', async ({ page }) => {
    await openAdminAs(page, '/admin/home');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Enquiry' }).click();
    await expect(page).toHaveURL(/\/admin\/enquiry$/);
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });
});
