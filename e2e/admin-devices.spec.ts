/**
 * "Signed-in devices" in the account menu (issue "Staff work safely"): a staff member sees where
 * their account is signed in and signs out the other devices.
 */
import { expect, test } from '@playwright/test';
import { routes } from '@/lib/routing/routes';
import { createAdminAccount, signInWithForm } from './support/admin';
import { uniqueWord } from './support/operations';

test('a staff member signs out their other devices from the account menu', async ({
  page,
  browser,
}, testInfo) => {
  const email = `${uniqueWord(testInfo.project.name).toLowerCase()}@kinglife.test`;
  await createAdminAccount(email, 'devices-password', 'editor');
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(routes.admin.home);
    await signInWithForm(elsewhere, email, 'devices-password');
    await expect(elsewhere.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.goto(routes.admin.home);
    await signInWithForm(page, email, 'devices-password');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signed-in devices' });
    const rows = dialog.getByTestId('device-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.first()).toContainText(/Chrome \d+ on \w+/); // as its user agent says

    await dialog.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(page.getByText('1 other device has been signed out.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await elsewhere.reload();
    await expect(elsewhere.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  } finally {
    await other.close();
  }
});
