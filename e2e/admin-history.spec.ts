/**
 * History and Trash (issue "Staff work safely"): a restore brings back an earlier text and picture,
 * on the public page too; a deleted item waits in the Trash and comes back with its picture.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '@/lib/routing/routes';
import { openAdminAs } from './support/admin';
import { describePicture, imageUpload, uniqueName } from './support/images';
import { expectOnPublicPage } from './support/public';
import { takeTurns } from './support/turns';

// These tests publish services of their own: the public services tests wait their turn.
takeTurns('services');

/** Deletes what a test created (it goes to the Trash, which nothing here counts). */
async function deleteServices(page: Page, prefix: string) {
  const services: { id: number; name: string }[] = await (
    await page.request.get('/api/v1/admin/services')
  ).json();
  for (const service of services.filter((s) => s.name.startsWith(prefix))) {
    const res = await page.request.delete(`/api/v1/admin/services/${service.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.ok()).toBe(true);
  }
}

/** Creates a service through its dialog (and publishes it); returns its row. */
async function createService(page: Page, name: string, image: string) {
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Service' });
  await dialog.getByLabel('Add Service Name').fill(name);
  await dialog.getByLabel('Add Description').fill('Reefer containers from the packhouse to your port.');
  await dialog.getByLabel('Add Image').setInputFiles(await imageUpload(image));
  await describePicture(dialog, 'Add Image');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('service-row').filter({ hasText: name });
  await row.getByRole('button', { name: `Publish: ${name}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  return row;
}

/** The upload a picture shows, from its src (as /media/… or through Next's image optimizer). */
async function pictureOf(locator: ReturnType<Page['locator']>) {
  const src = decodeURIComponent((await locator.getAttribute('src')) ?? '');
  return /\/media\/[^&\s]+/.exec(src)?.[0];
}

test('a restore brings back the earlier text and picture, and the public page follows', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Cold Chain', testInfo.project.name);
  await openAdminAs(page, routes.admin.services);
  try {
    const row = await createService(page, name, 'first-picture.png');
    const firstPicture = await pictureOf(row.locator('img'));
    expect(firstPicture).toMatch(/^\/media\//);

    // An edit: a new name and a new picture.
    await row.getByRole('button', { name: `Edit: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await edit.getByLabel('Add Service Name').fill(`${name} (renamed)`);
    await edit.getByLabel('Add Image').setInputFiles(await imageUpload('second-picture.jpg', 'jpeg'));
    await describePicture(edit, 'Add Image');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    const renamed = page.getByTestId('service-row').filter({ hasText: `${name} (renamed)` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `History: ${name} (renamed)` }).click();
    const history = page.getByRole('dialog', { name: `History: ${name} (renamed)` });
    const versions = history.getByTestId('history-version');
    await expect(versions).toHaveCount(3); // created, published, changed
    await expect(versions.first()).toContainText('Current');
    await expect(versions.first()).toContainText('admin@kinglife.test');
    const comparison = history.getByRole('table');
    await expect(comparison.getByRole('row', { name: /^Name/ })).toContainText(`${name} (renamed)`);
    await expect(comparison.getByRole('row', { name: /^Image/ }).getByRole('img')).toHaveCount(2);

    await versions.filter({ hasText: 'Created' }).click();
    await expect(versions.filter({ hasText: 'Created' })).toHaveAttribute('aria-pressed', 'true');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Restore this version?' });
    await question.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText('Version 1 has been restored.')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    // The dialog is named after the item, which has its earlier name again.
    const after = page.getByRole('dialog', { name: `History: ${name}`, exact: true });
    await expect(after.getByTestId('history-version')).toHaveCount(4);
    await expect(after.getByTestId('history-version').first()).toContainText('Restored an earlier version');
    await after.getByRole('button', { name: 'Close' }).click();

    const restored = page
      .getByTestId('service-row')
      .filter({ hasText: name })
      .filter({ hasNotText: 'renamed' });
    await expect(restored).toBeVisible();
    expect(await pictureOf(restored.locator('img'))).toBe(firstPicture);
    // Still published: a restore does not change that.
    await expect(restored.getByText('Published', { exact: true })).toBeVisible();

    const visitor = await page.context().newPage();
    await expectOnPublicPage(visitor, routes.services(), () =>
      expect(visitor.getByRole('heading', { name, exact: true })).toBeVisible(),
    );
    const section = visitor
      .locator('section, article, li')
      .filter({ has: visitor.getByRole('heading', { name, exact: true }) })
      .last();
    expect(await pictureOf(section.locator('img').first())).toBe(firstPicture);
  } finally {
    await deleteServices(page, name);
  }
});

test('a deleted service waits in the Trash and comes back with its picture', async ({ page }, testInfo) => {
  const name = uniqueName('Sample Kits', testInfo.project.name);
  await openAdminAs(page, routes.admin.services);
  try {
    const row = await createService(page, name, 'sample-kits.png');
    const picture = await pictureOf(row.locator('img'));
    await row.getByRole('button', { name: `Delete: ${name}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(row).toHaveCount(0);

    await page.goto(routes.admin.trash);
    await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
    const deleted = page.getByTestId('trash-row').filter({ hasText: name });
    await expect(deleted).toContainText('Service');
    await expect(deleted).toContainText('by admin@kinglife.test');
    await expect(deleted).toContainText('Kept until');
    await deleted.getByRole('button', { name: `Restore: ${name}` }).click();
    await expect(page.getByText(`“${name}” is back.`)).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(deleted).toHaveCount(0);

    await page.goto(routes.admin.services);
    const back = page.getByTestId('service-row').filter({ hasText: name });
    await expect(back.getByText('Published', { exact: true })).toBeVisible();
    expect(await pictureOf(back.locator('img'))).toBe(picture);
  } finally {
    await deleteServices(page, name);
  }
});
