/**
 * The admin account the test server starts with (playwright.config.ts passes the same values as
 * ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE), helpers to sign in, and the reset-code mail reader.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { hashPassword } from '../../lib/auth/passwords';
import { ADMIN_PATTERNS } from '../../lib/routing/routes';
import { e2eDataDir, withE2eDb } from './db';

export const ADMIN = { email: 'admin@kinglife.test', password: 'e2e-admin-password', phone: '0501234567' };

/** Every admin screen's path (the index, where staff sign in, first). */
export const ADMIN_ROUTES = Object.values(ADMIN_PATTERNS);

/** Signs in through the login form (the page must show it). */
export async function signInWithForm(page: Page, contact = ADMIN.email, password = ADMIN.password) {
  await page.getByLabel('Email/Phone Number').fill(contact);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens `path` signed in as the default admin. */
export async function openAdminAs(page: Page, pathName = '/admin/home') {
  await page.goto(pathName);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signInWithForm(page);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

/** A separate account (an Owner unless `role` says), so a test may change it without disturbing the others. */
export async function createAdminAccount(email: string, password: string, role = 'owner'): Promise<void> {
  const passwordHash = await hashPassword(password);
  await withE2eDb((db) =>
    db.query('INSERT INTO admin_users (email, password_hash, role) VALUES ($1, $2, $3)', [
      email,
      passwordHash,
      role,
    ]),
  );
}

/** The newest reset code mailed to `to` (the outbox holds .eml files when SMTP_URL is unset). */
export async function latestCodeFor(to: string, newerThan = 0): Promise<string> {
  const dir = path.join(e2eDataDir(), 'outbox');
  let found: { code: string; time: number } | undefined;
  await expect
    .poll(async () => {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      found = undefined;
      for (const name of names) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file);
        if (stat.mtimeMs < newerThan) continue;
        const raw = await fs.readFile(file, 'utf8');
        if (!raw.includes(`To: ${to}`)) continue;
        const code = /password of the Kinglife admin is:\s+(\d{6})/.exec(raw)?.[1];
        if (code && (!found || stat.mtimeMs > found.time)) found = { code, time: stat.mtimeMs };
      }
      return found?.code ?? '';
    })
    .toMatch(/^\d{6}$/);
  return found!.code;
}

/** Closes the toasts: on a phone they cover the lowest row's buttons (and hovering keeps them). */
export async function dismissToasts(page: Page) {
  const close = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Close toast' });
  await expect(async () => {
    if (await close.count()) await close.first().click({ timeout: 1000 });
    await expect(close).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** Spec: the delete confirmation, then 'Deleted!' saying what was deleted. */
export async function confirmDeletion(page: Page, deleted: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  const done = page.getByRole('dialog').filter({ hasText: 'Deleted!' });
  await expect(done.getByText(deleted)).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
}

/**
 * Moves a row (Move up / Move down, clicked or pressed) and waits for the server to store the new
 * order: the rows change at once, so their order on screen does not say the move is saved.
 */
export async function moveAndSave(page: Page, move: () => Promise<void>) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/order'),
  );
  await move();
  expect((await saved).ok()).toBe(true);
}
