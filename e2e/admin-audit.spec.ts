/**
 * The audit trail (issue "Staff work safely"): the Owner's Audit screen shows a failed sign-in with
 * its address, and a content change with its fields before and after; its filters live in the URL.
 */
import { expect, test } from '@playwright/test';
import { routes } from '@/lib/routing/routes';
import { createAdminAccount, signInWithForm } from './support/admin';
import { uniqueWord } from './support/operations';

test('the Audit screen shows a failed sign-in and a change with its before and after', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, two accounts, a settings change and its undo: near 30 s when the machine is busy
  const email = `audit-${uniqueWord(testInfo.project.name).toLowerCase()}@kinglife.test`;
  await createAdminAccount(email, 'the-right-password', 'editor');

  // Someone gets the password wrong, in another browser.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(routes.admin.home);
  await signInWithForm(visitor, email, 'a-wrong-password');
  await expect(visitor.getByText('The email/phone number or password is incorrect.')).toBeVisible();
  await other.close();

  // An Owner of its own, so the two projects' changes (run at once) are told apart by person.
  const owner = `owner-${email}`;
  await createAdminAccount(owner, 'owner-password-123');
  await page.goto(routes.admin.audit);
  await signInWithForm(page, owner, 'owner-password-123');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter the audit trail' });
  await filters.getByLabel('Person').selectOption(email);
  await filters.getByLabel('Kind').selectOption({ label: 'Failed sign-in' });
  await expect(page).toHaveURL(/kind=sign_in_failed/);
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText('Failed sign-in');
  await expect(rows.first()).toContainText('127.0.0.1');

  // The filters survive a reload; Clear filters brings back everything.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/kind=/);
  await expect(rows).not.toHaveCount(1);

  // A change made in the admin: the General settings' retention.
  await page.goto(routes.admin.general);
  await page.getByRole('button', { name: 'Records' }).click();
  const days = testInfo.project.name === 'mobile' ? '401' : '400';
  await page.getByLabel('Keep audit events for (days)').fill(days);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Settings saved. The website shows them now.')).toBeVisible();

  await page.goto(`${routes.admin.audit}?kind=content_update&person=${encodeURIComponent(owner)}`);
  await expect(rows).toHaveCount(1);
  const change = rows.first();
  await expect(change).toContainText('Changed · Settings');
  await change.getByText('Show changes').click();
  const field = change.getByRole('table').getByRole('row', { name: /Audit retention days/ });
  await expect(field).toContainText(days);

  // Put back, so other tests see the default.
  await page.goto(routes.admin.general);
  await page.getByRole('button', { name: 'Records' }).click();
  await page.getByLabel('Keep audit events for (days)').fill('365');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Settings saved. The website shows them now.')).toBeVisible();
});

test('only an Owner has the Audit screen', async ({ page }, testInfo) => {
  const email = `hr-audit-${uniqueWord(testInfo.project.name).toLowerCase()}@kinglife.test`;
  await createAdminAccount(email, 'hr-password-123', 'hr');
  await page.goto(routes.admin.audit);
  await signInWithForm(page, email, 'hr-password-123');
  await expect(page.getByText('Not part of your role')).toBeVisible();
  await expect(page.getByTestId('audit-row')).toHaveCount(0);
});
