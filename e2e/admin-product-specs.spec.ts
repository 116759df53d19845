import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import type { ProductDto, ProductTagDto } from '@/features/products/dto';
import { endpoints } from '../lib/api/contract';
import { confirmDeletion, dismissToasts, openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { uniqueName } from './support/images';
import { ownProduct } from './support/products';
import { expectOnPublicPage } from './support/public';

/**
 * The admin side of a product's specification: staff fill it in the product dialog and the
 * product page shows it (English and Arabic); an application added under Products → Lists is a
 * checkbox in the dialog at once, and deleting it takes it off the products that had it.
 */

/** The product's dialog from its category's screen, with its Specification shown. */
async function openSpecification(page: Page, categoryId: number, name: string) {
  await page.goto(routes.adminCategory('products', categoryId));
  await page
    .getByTestId('product-row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  const toggle = dialog.getByRole('button', { name: /^Specification/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { dialog, toggle };
}

/** The applications a product has, as the admin API answers them. */
async function applicationIdsOf(page: Page, categoryId: number, productId: number): Promise<number[]> {
  const listed = await page.request.get(apiUrl(endpoints.productCategoryProducts(categoryId).path));
  const { items } = (await listed.json()) as { items: ProductDto[] };
  return items.find((p) => p.id === productId)!.applicationIds;
}

const specRow = (page: Page, label: string | RegExp) =>
  page.getByRole('region', { name: /^(Specification|المواصفات)$/ }).getByRole('row', { name: label });

async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('staff fill in a product’s specification and the product page shows it, in English and Arabic', async ({
  page,
}, testInfo) => {
  test.slow();
  const name = uniqueName('Field Mint Oil', testInfo.project.name);
  await openAdminAs(page, routes.admin.products);
  const { category, product, tearDown } = await ownProduct(page, name);
  try {
    const { dialog, toggle } = await openSpecification(page, category.id, name);
    await expect(toggle).toContainText('0 of 12 filled in');
    await expectNoAxeViolations(page, 'dialog');

    // A wrong check digit: the schema's message beside the field, Save waits, the part stays open.
    const saveButton = dialog.getByRole('button', { name: 'Save', exact: true });
    const cas = dialog.getByLabel('CAS number');
    await cas.fill('8000-28-1');
    await cas.blur();
    await expect(
      dialog.getByText('Enter a CAS number like 8000-28-0 (its last digit is a check digit).'),
    ).toBeVisible();
    await expect(cas).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton).toBeDisabled();
    await toggle.click();
    await expect(cas).toBeVisible();
    // A minimum order needs its unit.
    await dialog.getByLabel('Minimum order').fill('25');
    await dialog.getByLabel('Minimum order').blur();
    await cas.fill('68917-18-0');
    await expect(dialog.getByText('Choose a unit for the minimum order.')).toBeVisible();
    await dialog.getByLabel('Unit').selectOption('kg');
    await expect(dialog.getByText('Choose a unit for the minimum order.')).toBeHidden();

    await dialog.getByLabel('Botanical name').fill('Mentha arvensis L.');
    await dialog.getByLabel('HS code').fill('3301.29');
    await dialog.getByLabel('Origin country').selectOption({ label: 'India' });
    await dialog.getByLabel('Form', { exact: true }).selectOption({ label: 'Essential oil' });
    await dialog.getByLabel('Grade', { exact: true }).fill('Natural, 100% pure');
    const applications = dialog.getByRole('group', { name: 'Applications' });
    await applications.getByLabel('Perfumery').check();
    await applications.getByLabel('Cosmetics and personal care').check();
    await dialog.getByLabel('Typical usage rate', { exact: true }).fill('0.5–2% in skin care');
    await dialog.getByRole('group', { name: 'Certifications' }).getByLabel('ISO 22000').check();
    await dialog.getByLabel('Packaging', { exact: true }).fill('1 kg aluminium bottle\n25 kg HDPE drum');
    await dialog.getByLabel('Shelf life (months)').fill('36');
    await expect(toggle).toContainText('12 of 12 filled in');
    // The Arabic of the specification's texts are with the other Arabic.
    await dialog.getByRole('button', { name: 'Show the Arabic translation' }).click();
    await dialog.getByLabel('Grade (Arabic)').fill('طبيعي نقي 100%');
    await dialog.getByLabel('Typical usage rate (Arabic)').fill('من 0.5 إلى 2% في العناية بالبشرة');
    await dialog.getByLabel('Packaging (Arabic)').fill('عبوة ألومنيوم 1 كغ\nبرميل 25 كغ');
    await expectNoAxeViolations(page, 'dialog');
    await save(dialog);
    await expect(page.getByText('Saved.')).toBeVisible();
    await dismissToasts(page);

    // What staff saved comes back in the dialog.
    const again = await openSpecification(page, category.id, name);
    await expect(again.dialog.getByLabel('CAS number')).toHaveValue('68917-18-0');
    await expect(again.dialog.getByLabel('Origin country')).toHaveValue('IN');
    await expect(
      again.dialog.getByRole('group', { name: 'Applications' }).getByLabel('Perfumery'),
    ).toBeChecked();
    await expect(again.dialog.getByLabel('Minimum order')).toHaveValue('25');
    await expect(again.dialog.getByLabel('Typical usage rate', { exact: true })).toHaveValue(
      '0.5–2% in skin care',
    );
    await again.dialog.getByRole('button', { name: 'Cancel' }).click();

    await expectOnPublicPage(page, routes.product(product.id), async () => {
      await expect(specRow(page, /CAS number/)).toContainText('68917-18-0');
    });
    await expect(specRow(page, /Botanical name/)).toContainText('Mentha arvensis L.');
    await expect(specRow(page, /Origin/)).toContainText('India');
    await expect(specRow(page, /HS code/)).toContainText('3301.29');
    await expect(specRow(page, /^Form/)).toContainText('Essential oil');
    await expect(specRow(page, /Applications/)).toContainText('Cosmetics and personal care');
    await expect(specRow(page, /Applications/)).toContainText('Perfumery');
    await expect(specRow(page, /Typical usage rate/)).toContainText('0.5–2% in skin care');
    await expect(specRow(page, /Certifications/)).toContainText('ISO 22000');
    await expect(specRow(page, /Minimum order/)).toContainText('25 kg');
    await expect(specRow(page, /Packaging/).getByRole('listitem')).toHaveText([
      '1 kg aluminium bottle',
      '25 kg HDPE drum',
    ]);
    await expect(specRow(page, /Shelf life/)).toContainText('36 months');

    await page.goto(routesFor('ar').product(product.id));
    await expect(page.getByRole('heading', { name: 'المواصفات' })).toBeVisible();
    await expect(specRow(page, /بلد المنشأ/)).toContainText('الهند');
    await expect(specRow(page, /الشكل/)).toContainText('زيت عطري');
    await expect(specRow(page, /الدرجة/)).toContainText('طبيعي نقي 100%');
    await expect(specRow(page, /الاستخدامات/)).toContainText('صناعة العطور');
    await expect(specRow(page, /معدل الاستخدام المعتاد/)).toContainText('من 0.5 إلى 2% في العناية بالبشرة');
    await expect(specRow(page, /الحد الأدنى للطلب/)).toContainText('كغ');
    await expect(specRow(page, /التعبئة/).getByRole('listitem')).toHaveText([
      'عبوة ألومنيوم 1 كغ',
      'برميل 25 كغ',
    ]);
  } finally {
    await tearDown();
  }
});

test('an application added under Lists is a checkbox in the product dialog; deleting it takes it off the product', async ({
  page,
}, testInfo) => {
  test.slow();
  const productName = uniqueName('Vetiver Oil', testInfo.project.name);
  const option = uniqueName('Incense', testInfo.project.name);
  const renamed = `${option} sticks`;
  await openAdminAs(page, routes.admin.products);
  const { category, product, tearDown } = await ownProduct(page, productName);
  const row = (name: string) => page.getByTestId('list-option-row').filter({ hasText: name });
  try {
    await page.goto(routes.admin.products);
    await page.getByRole('link', { name: 'Lists', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products\?lists=applications$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Applications and certifications' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(row('Perfumery')).toContainText(/\d+ products?/);
    await expect(row('Perfumery')).toContainText('صناعة العطور');
    await expectNoAxeViolations(page, 'main');

    // The other tab, kept in the URL.
    await page.getByRole('tab', { name: 'Certifications' }).click();
    await expect(page).toHaveURL(/\?lists=certifications$/);
    await expect(row('HACCP')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Certifications' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');

    // Add one: its name is needed.
    await page.getByRole('button', { name: 'Add application' }).click();
    const add = page.getByRole('dialog', { name: 'Add Application' });
    await expect(add.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page, 'dialog');
    await add.getByLabel(/^Name \*$/).fill(option);
    await add.getByLabel('Name (Arabic)').fill('البخور');
    await save(add);
    await expect(page.getByText(`${option} added.`)).toBeVisible();
    await expect(row(option)).toContainText('0 products');
    await expect(row(option)).toContainText('البخور');
    await dismissToasts(page);

    // Rename it.
    await row(option)
      .getByRole('button', { name: `Edit: ${option}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Rename Application' });
    await expect(edit.getByLabel(/^Name \*$/)).toHaveValue(option);
    await edit.getByLabel(/^Name \*$/).fill(renamed);
    await save(edit);
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(row(renamed).getByRole('button', { name: renamed, exact: true })).toBeVisible();
    await dismissToasts(page);

    // In the product dialog at once: tick it and save.
    const { dialog } = await openSpecification(page, category.id, productName);
    const box = dialog.getByRole('group', { name: 'Applications' }).getByLabel(renamed);
    await expect(box).not.toBeChecked();
    await box.check();
    await save(dialog);
    await dismissToasts(page);
    expect((await applicationIdsOf(page, category.id, product.id)).length).toBe(1);

    // One product has it; deleting it says so and takes it off.
    await page.goto(routes.adminProductLists());
    await expect(row(renamed)).toContainText('1 product');
    await row(renamed)
      .getByRole('button', { name: `Delete: ${renamed}` })
      .click();
    await expect(page.getByRole('dialog').getByText(/It is taken off 1 product\./)).toBeVisible();
    await confirmDeletion(page, 'Application has been deleted.');
    await expect(row(renamed)).toHaveCount(0);

    const options: ProductTagDto[] = await (
      await page.request.get(apiUrl(endpoints.productList('applications').path))
    ).json();
    expect(options.map((o) => o.name)).not.toContain(renamed);
    expect((await applicationIdsOf(page, category.id, product.id)).length).toBe(0);
    const again = await openSpecification(page, category.id, productName);
    await expect(again.dialog.getByRole('group', { name: 'Applications' }).getByLabel(renamed)).toHaveCount(
      0,
    );
    await expect(again.toggle).toContainText('0 of 12 filled in');
  } finally {
    const options: ProductTagDto[] = await (
      await page.request.get(apiUrl(endpoints.productList('applications').path))
    ).json();
    for (const leftover of options.filter((o) => o.name.startsWith(option)))
      await page.request.delete(apiUrl(endpoints.productListItem('applications', leftover.id).path));
    await tearDown();
  }
});
