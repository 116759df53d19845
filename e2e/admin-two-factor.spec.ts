/**
 * Two-step verification (issue "Staff work safely"): a staff member turns it on from the account
 * menu by keyboard (the test reads the key from the dialog and computes the codes an app would
 * show, with the same library as the server), signs in with a code and then with a recovery code;
 * an Owner requires it of everyone and another account is made to set it up first.
 */
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '@/lib/auth/totp';
import { routes } from '@/lib/routing/routes';
import { createAdminAccount, signInWithForm } from './support/admin';
import { withE2eDb } from './support/db';
import { uniqueWord } from './support/operations';
import { expectNoAxeViolations } from './support/axe';

/** E2E_SHOTS_DIR=/some/folder keeps screenshots of the new screens, to look at them. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The code an app shows next: enrolling used this step's code, and each step's code works once. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

async function shot(page: Page, name: string, width: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

/** Types a 6-digit code into the boxes, from the first one, and sends it with Enter. */
async function typeCode(page: Page, scope: ReturnType<Page['locator']> | Page, code: string) {
  await scope.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The key shown under the QR code, without its spaces. */
async function keyIn(scope: ReturnType<Page['locator']>): Promise<string> {
  return ((await scope.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
}

async function openMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('a staff member turns on two-step verification by keyboard, then signs in with a code and with a recovery code', async ({
  page,
}, testInfo) => {
  const width = testInfo.project.name;
  const email = `${uniqueWord(width).toLowerCase()}@kinglife.test`;
  await createAdminAccount(email, 'two-step-password', 'editor');

  await page.goto(routes.admin.home);
  await signInWithForm(page, email, 'two-step-password');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The account menu by keyboard: open it, the second item, Enter.
  await page.getByRole('button', { name: /Account menu/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Signed-in devices' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Two-step verification' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await keyIn(dialog);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(dialog.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  await shot(page, 'enrol-dialog', width);
  await expectNoAxeViolations(page, 'dialog');

  // A wrong code is refused beside the boxes; the right one turns it on.
  const right = totpCode(secret);
  await typeCode(page, dialog, right === '000000' ? '111111' : '000000');
  await expect(dialog.getByText('This code is incorrect. Enter the code your app shows now')).toBeVisible();
  await typeCode(page, dialog, totpCode(secret));

  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const listed = codesDialog.getByTestId('recovery-codes').getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = (await listed.allTextContents()).map((code) => code.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await shot(page, 'recovery-codes', width);
  const download = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download .txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kinglife-admin-recovery-codes.txt');
  const saved = await fs.readFile(await file.path(), 'utf8');
  for (const code of codes) expect(saved).toContain(code);
  await codesDialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(codesDialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeFocused();

  // Signing in now asks for a code after the password.
  await openMenuItem(page, 'Log out');
  await signInWithForm(page, email, 'two-step-password');
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await shot(page, 'second-step', width);
  await expectNoAxeViolations(page);
  await page.keyboard.type(nextCode(secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A lost phone: a recovery code instead, once.
  const signInWithRecoveryCode = async (code: string) => {
    await openMenuItem(page, 'Log out');
    await signInWithForm(page, email, 'two-step-password');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await signInWithRecoveryCode(codes[0]);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await signInWithRecoveryCode(codes[0]);
  await expect(page.getByText(/^This code is incorrect\./)).toBeVisible();

  // The menu says it is on, with nine codes left.
  await page.getByLabel('Recovery code').fill(codes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await openMenuItem(page, 'Two-step verification');
  const status = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(status).toContainText('8 of 10 recovery codes unused.');
  await shot(page, 'status-dialog', width);
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
});

test('an Owner requires two-step verification: an account without it must set it up before anything else @alone', async ({
  page,
  browser,
}, testInfo) => {
  const word = uniqueWord(testInfo.project.name).toLowerCase();
  const owner = `${word}-owner@kinglife.test`;
  const staff = `${word}-staff@kinglife.test`;
  await createAdminAccount(owner, 'owner-password', 'owner');
  await createAdminAccount(staff, 'staff-password', 'hr');
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    await page.goto(routes.admin.accounts);
    await signInWithForm(page, owner, 'owner-password');
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

    // The Owner turns it on for their own account first.
    await openMenuItem(page, 'Two-step verification');
    const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' });
    await typeCode(page, dialog, totpCode(await keyIn(dialog)));
    await page
      .getByRole('dialog', { name: 'Save your recovery codes' })
      .getByRole('button', { name: 'Done' })
      .click();

    const rule = page.getByRole('switch', { name: 'Require for every account' });
    await expect(rule).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('account-row').filter({ hasText: staff })).toContainText('No two-step');
    await expect(page.getByTestId('account-row').filter({ hasText: owner })).toContainText('Two-step on');
    await rule.click();
    await page.getByRole('button', { name: 'Require it' }).click();
    await expect(page.getByText('Two-step verification is now required for every account.')).toBeVisible();
    await expect(rule).toHaveAttribute('aria-checked', 'true');
    await shot(page, 'accounts-required', testInfo.project.name);
    await expectNoAxeViolations(page, 'main');

    // The other account signs in and meets only the set-up screen.
    const staffPage = await other.newPage();
    await staffPage.goto(routes.admin.career);
    await signInWithForm(staffPage, staff, 'staff-password');
    await expect(staffPage.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
    await expect(staffPage.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
    const refused = await staffPage.request.get('/api/v1/admin/jobs');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe('two_factor_required');
    await shot(staffPage, 'enrol-screen', testInfo.project.name);
    await expectNoAxeViolations(staffPage);

    const screen = staffPage.getByRole('main');
    await typeCode(staffPage, screen, totpCode(await keyIn(screen)));
    await expect(staffPage.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(staffPage.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await shot(staffPage, 'enrol-screen-codes', testInfo.project.name);
    await staffPage.getByRole('button', { name: 'Continue to the admin' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Career', level: 1 })).toBeVisible();
    expect((await staffPage.request.get('/api/v1/admin/jobs')).status()).toBe(200);

    await page.reload();
    await expect(page.getByTestId('account-row').filter({ hasText: staff })).toContainText('Two-step on');
  } finally {
    await other.close();
    // Whatever happened above, the next tests meet the default again.
    await withE2eDb((db) => db.query('UPDATE security_settings SET require_two_factor = false'));
  }
});
