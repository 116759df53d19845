/**
 * Roles (issue "Staff work safely"): each account sees and may use only its part of the admin.
 * The screens outside the role say so, and their API answers 403 with nothing changed.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, routes } from '@/lib/routing/routes';
import { endpoints } from '@/lib/api/contract';
import { createAdminAccount, signInWithForm } from './support/admin';
import { uniqueWord } from './support/operations';

const PASSWORD = 'role-test-password';

async function signInAs(page: Page, role: string, project: string) {
  const email = `${role}-${uniqueWord(project).toLowerCase()}@kinglife.test`;
  await createAdminAccount(email, PASSWORD, role);
  await page.goto(routes.admin.home);
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

/** The sidebar's links (opening the drawer first on a small screen). */
async function sidebarLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  const links = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const names = await links.allInnerTexts();
  if (await menu.isVisible()) await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

test('an Editor works on the content and cannot open Applications', async ({ page }, testInfo) => {
  await signInAs(page, 'editor', testInfo.project.name);
  expect(await sidebarLinks(page)).toEqual([
    'Home',
    'Products',
    'Services',
    'Events',
    'Blogs',
    'Translations',
    'Redirects',
    'Trash',
    'Site speed',
  ]);
  // The dashboard counts only what the role uses; the banner and news panels are there.
  await expect(page.getByRole('link', { name: /^Products/ }).first()).toBeVisible();
  await expect(page.getByText('Applications', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Home Banner' })).toBeVisible();

  await page.goto(routes.adminCareer('applications'));
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expect(page.getByText("Your account's role (Editor) does not include this screen.")).toBeVisible();
  const api = await page.request.get(apiUrl(endpoints.adminApplications.path));
  expect(api.status()).toBe(403);
  expect((await api.json()).message).toBe(
    'Your role does not include this part of the admin. Ask an Owner if you need it.',
  );
});

test('an HR user works on jobs and applications and cannot change a product', async ({ page }, testInfo) => {
  await signInAs(page, 'hr', testInfo.project.name);
  // Translations: the jobs' Arabic is HR's to keep.
  expect(await sidebarLinks(page)).toEqual(['Home', 'Career', 'Translations', 'Trash', 'Personal data']);
  await expect(page.getByRole('heading', { name: 'Home Banner' })).toHaveCount(0);

  await page.goto(routes.admin.products);
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  const before = await (await page.request.get(routes.product(1))).text();
  const change = await page.request.delete(apiUrl(endpoints.product(1).path), {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(change.status()).toBe(403);
  expect(await (await page.request.get(routes.product(1))).text()).toBe(before);

  await page.goto(routes.adminCareer('applications'));
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Applications/ })).toBeVisible();
});
