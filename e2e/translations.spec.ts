import { expect, test } from '@playwright/test';
import { endpoints } from '../lib/api/contract';
import { routes, routesFor } from '../lib/routing/routes';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { imageUpload, uniqueName } from './support/images';
import { expectOnPublicPage } from './support/public';
import { takeTurns } from './support/turns';

// This test publishes a service for a while: the public services tests wait their turn.
takeTurns('services');

const api = (path: string) => `/api/${path}`;

test('staff fix a missing Arabic field from Translations, and the Arabic page then shows it (#35)', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Bonded Storage', testInfo.project.name);
  const arabicName = `تخزين جمركي ${testInfo.project.name}`;
  await openAdminAs(page, routes.admin.translations);

  // A published service whose Arabic name is missing (its description is translated).
  const created = await page.request.post(api(endpoints.services.list.path), {
    multipart: {
      name,
      description: 'Duty suspended until your goods clear.',
      descriptionAr: 'تعليق الرسوم حتى تخليص بضائعك.',
      imageDecorative: 'true',
      image: await imageUpload('bonded-storage.png'),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await page.request.put(api(endpoints.services.published(id).path), {
    data: { published: true },
  });
  expect(published.status()).toBe(200);

  // The Arabic page shows the English name meanwhile.
  const publicPage = await page.context().newPage();
  await expectOnPublicPage(publicPage, routesFor('ar').services(), () =>
    expect(publicPage.getByRole('heading', { name })).toBeVisible(),
  );

  await page.goto(`${routes.admin.translations}?kind=services`);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  const row = page.getByTestId('translation-row').filter({ hasText: name });
  await expect(row.getByText('Add Service Name (Arabic): missing')).toBeVisible();
  await expect(row.getByText('Add Description (Arabic)')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Translate Add Service Name (Arabic) of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Service' });
  const field = dialog.getByLabel('Add Service Name (Arabic)');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await field.fill(arabicName);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Closing the dialog forgets the link: a reload does not open it again.
  await expect(page).toHaveURL(routes.admin.services);

  await page.goto(`${routes.admin.translations}?kind=services`);
  await expect(
    page.getByTestId('translation-row').first().or(page.getByText('Everything is translated.')),
  ).toBeVisible();
  await expect(page.getByTestId('translation-row').filter({ hasText: name })).toHaveCount(0);

  await expectOnPublicPage(publicPage, routesFor('ar').services(), () =>
    expect(publicPage.getByRole('heading', { name: arabicName })).toBeVisible(),
  );

  // Tidy: the service goes, so the public services tests see the seeded list.
  expect((await page.request.delete(api(endpoints.services.item(id).path))).status()).toBe(200);
});

test('the Translations screen filters by kind and state, and has no axe violations (#35)', async ({
  page,
}) => {
  await openAdminAs(page, routes.admin.translations);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter translations' });
  await filters.getByLabel('Show').selectOption({ label: 'Outdated Arabic' });
  await expect(page).toHaveURL(/state=outdated/);
  // Other tests change seeded items meanwhile: whatever is listed is outdated, nothing missing.
  await expect(page.getByRole('status').filter({ hasText: /\d+ items?/ })).toBeVisible();
  await expect(page.getByTestId('translation-row').getByText(/: missing$/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The Dashboard counts what is left to translate, and its card leads here.
  await page.goto(routes.admin.home);
  await page.getByRole('link', { name: /Translations to do/ }).click();
  await expect(page).toHaveURL(routes.admin.translations);
});
