import { expect, test } from '@playwright/test';
import { minimalPdf } from '../test/documents';
import { routes } from '../lib/routing/routes';
import { openAdminAs } from './support/admin';
import { describePicture, imageUpload, uniqueName } from './support/images';
import { expectOnPublicPage } from './support/public';
import { takeTurns } from './support/turns';

// These tests publish a service for a while: the public services tests wait their turn.
takeTurns('services');

test('a service is created unpublished, goes live on Publish, changes on edit and goes on delete — no rebuild', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Cold Chain', testInfo.project.name);
  await openAdminAs(page, routes.admin.services);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Service' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Add Service Name').fill(name);
  await dialog
    .getByLabel('Add Description')
    .fill('Reefer containers from the packhouse to your port.\n\nSecond paragraph.');
  await expect(save).toBeDisabled(); // no image yet
  await expect(dialog.getByText('No file chosen')).toBeVisible();
  await dialog.getByLabel('Add Image').setInputFiles(await imageUpload('reefer-container-photo.png'));
  await describePicture(dialog, 'Add Image');
  // Spec: the chosen file's name is cut to 20 characters plus an ellipsis.
  await expect(dialog.getByText('reefer-container-pho…')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview Image' }).click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview.getByRole('img')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Service created. Publish it when it is ready.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('service-row').filter({ hasText: name });
  await expect(row.getByText('Unpublished')).toBeVisible();
  const publicPage = await page.context().newPage();
  await publicPage.goto(routes.services());
  await expect(publicPage.getByRole('heading', { name })).toHaveCount(0);

  await row.getByRole('button', { name: `Publish: ${name}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expectOnPublicPage(publicPage, routes.services(), () =>
    expect(publicPage.getByRole('heading', { name })).toBeVisible(),
  );
  await expectOnPublicPage(publicPage, routes.home(), () =>
    expect(publicPage.getByText(name)).not.toHaveCount(0),
  );

  // Edit: a click on the name opens the dialog filled in; the public page follows on reload.
  await row.getByRole('button', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByLabel('Add Service Name')).toHaveValue(name);
  await edit.getByLabel('Add Service Name').fill(`${name} (reefer)`);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expectOnPublicPage(publicPage, routes.services(), () =>
    expect(publicPage.getByRole('heading', { name: `${name} (reefer)` })).toBeVisible(),
  );

  // Delete, after the spec's confirmation.
  const renamed = page.getByTestId('service-row').filter({ hasText: `${name} (reefer)` });
  await renamed.getByRole('button', { name: `Delete: ${name} (reefer)` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Service has been deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(renamed).toHaveCount(0);
  await expectOnPublicPage(publicPage, routes.services(), () =>
    expect(publicPage.getByRole('heading', { name: `${name} (reefer)` })).toHaveCount(0),
  );
});

test('a file that is not JPEG or PNG gets the spec’s alert and the chooser is cleared @desktop', async ({
  page,
}) => {
  await openAdminAs(page, routes.admin.services);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Service' });
  await dialog
    .getByLabel('Add Image')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  const alert = page.getByRole('dialog').filter({ hasText: 'Invalid File Type' });
  await expect(alert.getByText('Please upload a valid image file (JPEG, JPG, PNG).')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('No file chosen')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('the service dialog works from the keyboard alone @desktop', async ({ page }) => {
  await openAdminAs(page, routes.admin.services);
  const create = page.getByRole('button', { name: 'Create New' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Service' });
  await expect(dialog).toBeVisible();
  // Focus starts inside and Tab stays inside.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
});
