/**
 * The Accounts screen (issue "Staff work safely"): an Owner invites by e-mail and the invitee sets
 * a password through the mailed link; an Owner deactivates an account and its open session ends
 * at once.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { routes } from '@/lib/routing/routes';
import { createAdminAccount, openAdminAs, signInWithForm } from './support/admin';
import { mailTo, uniqueWord } from './support/operations';

/** The set-password link in a mail (its body is quoted-printable). */
function linkIn(raw: string): string {
  const body = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = body.match(/https?:\/\/\S+\?link=[\w%-]+/)?.[0];
  if (!link) throw new Error('no link in the mail');
  return new URL(link).pathname + new URL(link).search;
}

async function accountRow(page: Page, email: string) {
  return page.getByTestId('account-row').filter({ hasText: email });
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  return { page: await context.newPage(), close: () => context.close() };
}

test('an Owner invites an Editor by e-mail, who sets a password through the link and signs in', async ({
  page,
  browser,
}, testInfo) => {
  const email = `${uniqueWord(testInfo.project.name).toLowerCase()}@kinglife.test`;
  await openAdminAs(page, routes.admin.accounts);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been sent to ${email}.`)).toBeVisible();
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toContainText('Editor');

  const link = linkIn(await mailTo(email, 'You are invited to the Kinglife admin'));
  const invitee = await newVisitor(browser);
  try {
    await invitee.page.goto(link);
    await expect(invitee.page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await expect(invitee.page).not.toHaveURL(/link=/); // the token leaves the address bar
    await invitee.page.getByLabel('New Password').fill('invited-password');
    await invitee.page.getByLabel('Confirm Password').fill('invited-password');
    await invitee.page.getByRole('button', { name: 'Set Password' }).click();
    await expect(invitee.page.getByText('Your password is set. Please sign in.')).toBeVisible();
    await signInWithForm(invitee.page, email, 'invited-password');
    await invitee.page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = invitee.page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0);

    // The link worked once.
    await invitee.page.context().clearCookies();
    await invitee.page.goto(link);
    await invitee.page.getByLabel('New Password').fill('another-password');
    await invitee.page.getByLabel('Confirm Password').fill('another-password');
    await invitee.page.getByRole('button', { name: 'Set Password' }).click();
    await expect(
      invitee.page.getByText(
        'This link has expired or has been used. Ask an Owner of the site for a new one.',
      ),
    ).toBeVisible();
  } finally {
    await invitee.close();
  }

  await page.reload();
  await expect(await accountRow(page, email)).toContainText('Editor');
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toHaveCount(0);
});

test('an Owner deactivates an account: its open session ends at once', async ({
  page,
  browser,
}, testInfo) => {
  const email = `${uniqueWord(testInfo.project.name).toLowerCase()}@kinglife.test`;
  await createAdminAccount(email, 'sales-password', 'sales');
  const staff = await newVisitor(browser);
  try {
    await staff.page.goto(routes.admin.enquiry);
    await signInWithForm(staff.page, email, 'sales-password');
    await expect(staff.page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();

    await openAdminAs(page, routes.admin.accounts);
    const row = await accountRow(page, email);
    await expect(row).toContainText('Sales');
    await row.getByRole('button', { name: `Deactivate: ${email}` }).click();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(page.getByText(`${email} has been deactivated and signed out.`)).toBeVisible();
    await expect(row).toContainText('Deactivated');

    // Their next request finds no session: the sign-in form again, and the password no longer opens it.
    await staff.page.reload();
    await expect(staff.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signInWithForm(staff.page, email, 'sales-password');
    await expect(staff.page.getByText('The email/phone number or password is incorrect.')).toBeVisible();
  } finally {
    await staff.close();
  }
});
