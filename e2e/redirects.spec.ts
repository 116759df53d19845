/**
 * Redirects and the 404 log (#35), at 375 and 1280 (the mobile and desktop projects): a visitor's
 * 404 is counted by the not-found page's beacon, staff open the log, press "Create redirect", save,
 * and the old address now redirects in both languages; and the same through Varnish, where the
 * 404 the CDN kept at that address is purged with the save. Written for the lead to run.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, routes } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import { dismissToasts, openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { throughCdn } from './support/public';

/** An address nobody has asked for yet (each project and run its own). */
const missingPath = (project: string) => `/old-catalogue-${project}-${Date.now().toString(36)}`;

/** Deletes the redirect from `source` through the API, so reruns start clean. */
async function deleteRedirectFrom(page: Page, source: string) {
  const list = await page.request.get(`${apiUrl(endpoints.redirects.path)}?q=${encodeURIComponent(source)}`);
  const { items } = (await list.json()) as { items: { id: number; source: string }[] };
  for (const item of items.filter((i) => i.source === source))
    expect((await page.request.delete(apiUrl(endpoints.redirect(item.id).path))).status()).toBe(200);
}

test('staff create a redirect from the 404 log, and the old address then redirects in both languages (#35)', async ({
  page,
}, testInfo) => {
  const path = missingPath(testInfo.project.name);
  await openAdminAs(page, routes.admin.redirects);

  // A visitor finds nothing there; the not-found page's beacon counts it.
  const visitor = await page.context().newPage();
  const beacon = visitor.waitForRequest((request) => request.url().endsWith(apiUrl(endpoints.notFound.path)));
  const missing = await visitor.goto(`${path}?ref=newsletter`);
  expect(missing?.status()).toBe(404);
  await beacon;

  await page.goto(`${routes.admin.redirects}?tab=not-found`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Not found', selected: true })).toBeVisible();
  const row = page.getByTestId('not-found-row').filter({ hasText: path });
  await expect(row).toBeVisible();
  // The query the visitor's address had is not kept.
  await expect(row).not.toContainText('newsletter');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Create redirect: ${path}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add redirect' });
  await expect(dialog.getByLabel('From (a path of the site)')).toHaveValue(path);
  await dialog.getByLabel('To (a path, or an address on an allowed host)').fill(routes.products());
  await dialog.getByLabel('Kind of redirect').selectOption('301');
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Redirect saved.')).toBeVisible();
  await dismissToasts(page); // axe reads a toast mid-animation as faint text
  await page.getByRole('tab', { name: 'Redirects' }).click();
  await expect(page.getByTestId('redirect-row').filter({ hasText: path })).toBeVisible();
  await expectNoAxeViolations(page);

  // The old address now redirects, in English and in Arabic (to the Arabic page).
  const en = await page.request.get(path, { maxRedirects: 0 });
  expect(en.status()).toBe(301);
  expect(new URL(en.headers().location, 'http://x').pathname).toBe(routes.products());
  const ar = await page.request.get(`/ar${path}`, { maxRedirects: 0 });
  expect(ar.status()).toBe(301);
  expect(new URL(ar.headers().location, 'http://x').pathname).toBe(`/ar${routes.products()}`);
  await visitor.goto(path);
  await expect(visitor).toHaveURL(new RegExp(`${routes.products()}$`));

  await deleteRedirectFrom(page, path);
});

test('only a 404 page carries the beacon: a page that exists names no beacon script in its payload', async ({
  request,
}) => {
  // A not-found page of the layout's segment is in every page's payload, with its client modules.
  for (const path of ['/about', '/ar/productPage']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('self.__next_f.push');
    expect(html).not.toContain('NotFoundBeacon');
  }
  expect(await (await request.get('/no-such-page')).text()).toContain('NotFoundBeacon');
});

test('a loop is refused in the dialog with a clear message, with the keyboard alone (#35)', async ({
  page,
}, testInfo) => {
  const a = missingPath(`${testInfo.project.name}-a`);
  const b = missingPath(`${testInfo.project.name}-b`);
  await openAdminAs(page, routes.admin.redirects);
  const created = await page.request.post(apiUrl(endpoints.redirects.path), {
    data: { source: a, targetKind: '', target: b, status: '308', note: '' },
  });
  expect(created.status()).toBe(201);

  await page.goto(routes.admin.redirects);
  await page.getByRole('button', { name: 'Add redirect' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add redirect' });
  await dialog.getByLabel('From (a path of the site)').fill(b);
  await dialog.getByLabel('To (a path, or an address on an allowed host)').fill(a);
  await dialog.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect(
    dialog.getByText(`This would make a loop: ${a} already redirects back to ${b}.`),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await deleteRedirectFrom(page, a);
});

test('a redirect reaches the CDN at once, is kept there under its path, and a change or delete purges it (#35) @desktop', async ({
  page,
}, testInfo) => {
  const path = missingPath(`${testInfo.project.name}-cdn`);
  await openAdminAs(page, routes.admin.redirects);
  const located = (response: { headers: Headers }) =>
    new URL(response.headers.get('location')!, 'http://x').pathname;
  const inLanguage = (address: string, target: string) =>
    address.startsWith('/ar') ? `/ar${target}` : target;

  for (const address of [path, `/ar${path}`]) expect((await throughCdn(address)).status).toBe(404);

  const fields = { source: path, targetKind: '', status: '308', note: 'edge test' };
  const created = await page.request.post(apiUrl(endpoints.redirects.path), {
    data: { ...fields, target: routes.about() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Within the edge goal (p95 ≤ 2 s): the redirect, then kept at the CDN under the path's key.
  for (const address of [path, `/ar${path}`]) {
    await expect
      .poll(async () => (await throughCdn(address)).status, { timeout: 2_000, intervals: [100] })
      .toBe(308);
    // Kept: a fetch that another test's purge overlapped is not (deploy/varnish/default.vcl), the next is.
    await expect
      .poll(async () => (await throughCdn(address)).headers.get('x-cache'), { timeout: 10_000 })
      .toBe('HIT');
    expect(located(await throughCdn(address))).toBe(inLanguage(address, routes.about()));
  }

  // Changed: the kept answer is purged with the save, in both languages.
  const changed = await page.request.patch(apiUrl(endpoints.redirect(id).path), {
    data: { ...fields, target: routes.contact() },
  });
  expect(changed.status()).toBe(200);
  for (const address of [path, `/ar${path}`]) {
    await expect
      .poll(async () => located(await throughCdn(address)), { timeout: 2_000, intervals: [100] })
      .toBe(inLanguage(address, routes.contact()));
  }

  // Deleted: the address answers 404 again through the CDN, as quickly.
  expect((await page.request.delete(apiUrl(endpoints.redirect(id).path))).status()).toBe(200);
  await expect
    .poll(async () => (await throughCdn(path)).status, { timeout: 2_000, intervals: [100] })
    .toBe(404);
});
