import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiUrl, routes } from '../lib/routing/routes';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import { endpoints } from '../lib/api/contract';
import { confirmDeletion, dismissToasts, moveAndSave, openAdminAs } from './support/admin';
import { imageUpload, uniqueName, describePicture } from './support/images';
import { fileChoosers } from './support/fileChooser';
import { expectOnPublicPage } from './support/public';
import { openProductFilters } from './support/productFilters';

// The public Products page: its category list and the selected category's grid.
const categoryButton = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: new RegExp(`^${name}\\s*,`) });
const grid = (page: Page) => page.getByRole('list', { name: /^Products in / });
const categoryRow = (page: Page, name: string) => page.getByTestId('category-row').filter({ hasText: name });
const productRow = (page: Page, name: string) => page.getByTestId('product-row').filter({ hasText: name });

/** Setting up through the API as the signed-in admin (the page's cookies): what the UI makes is tested elsewhere. */
async function createCategory(page: Page, name: string): Promise<ProductCategoryDto> {
  const response = await page.request.post(apiUrl(endpoints.productCategories.path), {
    multipart: { name, blurb: `${name}.`, image: await imageUpload('category.png'), imageDecorative: 'true' },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function createProduct(page: Page, categoryId: number, name: string): Promise<ProductDto> {
  const response = await page.request.post(apiUrl(endpoints.productCreate.path), {
    multipart: {
      subproductname: name,
      subproductdescription: `${name} is steam-distilled from the resin.`,
      subproductimage: await imageUpload('product.png'),
      subproductimageDecorative: 'true',
      category: String(categoryId),
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function deleteAll(page: Page, categories: ProductCategoryDto[], products: ProductDto[]) {
  for (const product of products) await page.request.delete(apiUrl(endpoints.product(product.id).path));
  for (const category of categories) {
    await page.request.delete(apiUrl(endpoints.productCategory(category.id).path));
  }
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, failing after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function inSitemap(page: Page, path: string): Promise<boolean> {
  return (await (await page.request.get(routes.sitemap)).text()).includes(`${path}</loc>`);
}

test('a category and its sub-product go live, hide, change and go on the public pages — no rebuild', async ({
  page,
}, testInfo) => {
  test.slow();
  const categoryName = uniqueName('Resin Jars', testInfo.project.name);
  const productName = uniqueName('Myrrh Oil', testInfo.project.name);
  await openAdminAs(page, routes.admin.products);
  await expect(page.getByRole('heading', { level: 1, name: 'All Product Categories' })).toBeVisible();
  await expect(categoryRow(page, 'Fragrance Oils')).toContainText(/\d+ products/);

  // Add a category (spec: the add category modal with Preview Image).
  await page.getByRole('button', { name: 'Create New' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Category' });
  await addCategory.getByLabel('Category Name').fill(categoryName);
  await addCategory.getByLabel('Category Description').fill('Resins and their oils, in amber jars.');
  await addCategory.getByLabel('Category Image').setInputFiles(await imageUpload('resin-jars.png'));
  await describePicture(addCategory, 'Category Image');
  await addCategory.getByRole('button', { name: 'Preview Image' }).click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview.getByRole('img')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await addCategory.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(addCategory).toBeHidden();
  await expect(categoryRow(page, categoryName)).toContainText('0 products');

  // Its detail: same page, ?category= in the URL (survives a reload), breadcrumb back to the list.
  await categoryRow(page, categoryName).getByRole('link', { name: categoryName }).click();
  await expect(page).toHaveURL(/\/admin\/products\?category=\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByText('No sub-products in this category yet.')).toBeVisible();
  const detailUrl = page.url();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All Product Categories' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'All Product Categories' }),
  ).toHaveAttribute('href', routes.admin.products);

  // Add a sub-product: Save waits for a name, a description and an image.
  await page.getByRole('button', { name: 'Add Sub-Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Sub-Product' });
  const save = add.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await add.getByLabel('Sub-Product Name').fill(productName);
  await add.getByLabel('Short Details').fill('Resin oil, Somalia origin');
  await add.getByLabel('Sub-Product Description').fill('Myrrh resin is steam-distilled into a warm oil.');
  await add.getByLabel('Second Description').fill('Shipped in 5 kg aluminium bottles.');
  await expect(add.getByLabel('Category').locator('option:checked')).toHaveText(categoryName);
  await expect(save).toBeDisabled();
  await add.getByLabel('Sub-Product Image').setInputFiles(await imageUpload('myrrh-card.png'));
  await describePicture(add, 'Sub-Product Image');
  await add.getByLabel('Detail Image 1').setInputFiles(await imageUpload('myrrh-tears.jpg', 'jpeg'));
  await describePicture(add, 'Detail Image 1');
  await add.getByLabel('Detail Image 2').setInputFiles(await imageUpload('myrrh-bottle.png'));
  await describePicture(add, 'Detail Image 2');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(`${productName} added. It is on the website now.`)).toBeVisible();
  await expect(add).toBeHidden();

  // The answer's id: the row links to the product's public page.
  const row = productRow(page, productName);
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  const href = await row.getByRole('link', { name: `View on website: ${productName}` }).getAttribute('href');
  expect(href).toMatch(/^\/productPage\/ProductDetailedPage\/\d+$/);
  const productUrl = href!;

  const site = await page.context().newPage();
  await expectOnPublicPage(site, routes.products(), async () => {
    await openProductFilters(site);
    await categoryButton(site, categoryName).click();
    await expect(grid(site).getByRole('link', { name: new RegExp(productName) })).toHaveAttribute(
      'href',
      productUrl,
    );
  });
  await expectOnPublicPage(site, productUrl, async (response) => {
    expect(response?.status()).toBe(200);
    await expect(site.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(site.getByText('Myrrh resin is steam-distilled into a warm oil.')).toBeVisible();
    await expect(site.getByRole('list', { name: 'Product images' }).getByRole('img')).toHaveCount(2);
    await expect(
      site.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: categoryName }),
    ).toBeVisible();
  });

  await expect.poll(() => inSitemap(page, productUrl), { timeout: 12_000 }).toBe(true);

  // Spec: 'Un Publish' (saved at once) → the detail page is a 404; 'Publish' brings it back.
  await row.getByRole('button', { name: `Un Publish: ${productName}` }).click();
  await expect(row.getByText('Unpublished')).toBeVisible();
  await expectOnPublicPage(site, productUrl, async (response) => {
    expect(response?.status()).toBe(404);
    await expect(site.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
  await expect.poll(() => inSitemap(page, productUrl), { timeout: 12_000 }).toBe(false);
  await page.reload();
  await expect(
    productRow(page, productName).getByRole('button', { name: `Publish: ${productName}` }),
  ).toBeVisible();
  await productRow(page, productName)
    .getByRole('button', { name: `Publish: ${productName}` })
    .click();
  await expect(productRow(page, productName).getByText('Published', { exact: true })).toBeVisible();
  await expectOnPublicPage(site, productUrl, async (response) => {
    expect(response?.status()).toBe(200);
  });

  // Edit the sub-product (a click on its name) and rename the category: the public page follows.
  const renamed = `${productName} (rectified)`;
  await productRow(page, productName).getByRole('button', { name: productName, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  await expect(edit.getByLabel('Sub-Product Name')).toHaveValue(productName);
  await edit.getByLabel('Sub-Product Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'Edit category' }).click();
  const editCategory = page.getByRole('dialog', { name: 'Edit Category' });
  await editCategory.getByLabel('Category Name').fill(`${categoryName} Gold`);
  await editCategory.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editCategory).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${categoryName} Gold` })).toBeVisible();
  await expectOnPublicPage(site, productUrl, async () => {
    await expect(site.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(
      site
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: `${categoryName} Gold` }),
    ).toBeVisible();
  });

  // Delete the sub-product, then the (now empty) category, after the spec's confirmation.
  await dismissToasts(page);
  await productRow(page, renamed)
    .getByRole('button', { name: `Delete: ${renamed}` })
    .click();
  await confirmDeletion(page, 'Sub-product has been deleted.');
  await expect(productRow(page, renamed)).toHaveCount(0);
  await expectOnPublicPage(site, productUrl, async (response) => {
    expect(response?.status()).toBe(404);
    await expect(site.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Delete category' }).click();
  await confirmDeletion(page, 'Category has been deleted.');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Product Categories' })).toBeVisible();
  await expect(categoryRow(page, categoryName)).toHaveCount(0);
  await expectOnPublicPage(site, routes.products(), async () => {
    await openProductFilters(site);
    await expect(categoryButton(site, 'Herbal Extracts')).toBeVisible();
    await expect(categoryButton(site, `${categoryName} Gold`)).toHaveCount(0);
  });
  // The breadcrumb's view of a deleted category says so.
  await page.goto(detailUrl);
  await expect(page.getByText('This category no longer exists.')).toBeVisible();
});

// One width is enough, and only this test moves categories: other tests only add theirs at the end.
test('Move up / Move down reorder categories and sub-products, and the public page follows @desktop', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await openAdminAs(page, routes.admin.products);
  const first = await createCategory(page, uniqueName('Order First', project));
  const second = await createCategory(page, uniqueName('Order Second', project));
  const one = await createProduct(page, first.id, uniqueName('Order One', project));
  const two = await createProduct(page, first.id, uniqueName('Order Two', project));
  await page.reload();

  // The second category moves above the one before it (from the keyboard: focus stays on the button).
  const names = page.getByTestId('category-row').getByRole('link');
  await expect(names.filter({ hasText: second.name })).toHaveCount(1);
  const before = await names.allInnerTexts();
  const above = before[before.indexOf(second.name) - 1];
  const order = async (locator: Locator, a: string, b: string) => {
    const texts = await locator.allInnerTexts();
    return texts.findIndex((t) => t.includes(a)) < texts.findIndex((t) => t.includes(b));
  };
  const moveUp = categoryRow(page, second.name).getByRole('button', { name: `Move ${second.name} up` });
  await moveUp.focus();
  await moveAndSave(page, () => page.keyboard.press('Enter'));
  await expect.poll(() => order(names, second.name, above)).toBe(true);
  await expect(moveUp).toBeFocused();
  await expect(page.getByText('New order saved.').first()).toBeVisible();
  await page.reload();
  await expect.poll(() => order(names, second.name, above)).toBe(true);

  const site = await page.context().newPage();
  const publicCategories = site.getByRole('navigation', { name: 'Categories' }).getByRole('button');
  await expectOnPublicPage(site, routes.products(), async () => {
    expect(await order(publicCategories, second.name, above)).toBe(true);
  });

  // Within the first category: the second sub-product moves up.
  await page.goto(routes.adminCategory('products', first.id));
  const rows = page.getByTestId('product-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(one.name);
  await expect(
    productRow(page, one.name).getByRole('button', { name: `Move ${one.name} up` }),
  ).toBeDisabled();
  await moveAndSave(page, () =>
    productRow(page, two.name)
      .getByRole('button', { name: `Move ${two.name} up` })
      .click(),
  );
  await expect(rows.first()).toContainText(two.name);
  await page.reload();
  await expect(rows.first()).toContainText(two.name);
  await expectOnPublicPage(site, routes.products(first.slug), async () => {
    await expect(grid(site).getByRole('link')).toHaveText([new RegExp(two.name), new RegExp(one.name)]);
  });

  // The category select of the edit dialog moves a sub-product to another category.
  await productRow(page, one.name)
    .getByRole('button', { name: `Edit: ${one.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  await edit.getByLabel('Category').selectOption({ label: second.name });
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(rows).toHaveCount(1);
  await page.goto(routes.adminCategory('products', second.id));
  await expect(productRow(page, one.name)).toBeVisible();
  await expectOnPublicPage(site, routes.products(second.slug), async () => {
    await expect(grid(site).getByRole('link')).toHaveText([new RegExp(one.name)]);
  });

  await deleteAll(page, [first, second], [one, two]);
});

test('a long category is paged, and Move down across the page break follows the row @desktop', async ({
  page,
}, testInfo) => {
  test.slow();
  await openAdminAs(page, routes.admin.products);
  const category = await createCategory(page, uniqueName('Paged Oils', testInfo.project.name));
  const base = uniqueName('Paged', testInfo.project.name);
  const products: ProductDto[] = [];
  for (let i = 1; i <= 11; i++) {
    products.push(await createProduct(page, category.id, `${base} no. ${String(i).padStart(2, '0')}`));
  }
  const [tenth, eleventh] = [products[9], products[10]];
  await page.goto(routes.adminCategory('products', category.id));
  const rows = page.getByTestId('product-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('heading', { name: /Sub-products \(11 products\)/ })).toBeVisible();
  await expect(rows.last()).toContainText(tenth.name);

  await productRow(page, tenth.name)
    .getByRole('button', { name: `Move ${tenth.name} down` })
    .click();
  await expect(page).toHaveURL(routes.adminCategory('products', category.id, 2));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(tenth.name);
  // Last now: its Move down is disabled and the focus is on its Move up.
  await expect(
    productRow(page, tenth.name).getByRole('button', { name: `Move ${tenth.name} up` }),
  ).toBeFocused();
  await expect(
    productRow(page, tenth.name).getByRole('button', { name: `Move ${tenth.name} down` }),
  ).toBeDisabled();

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(routes.adminCategory('products', category.id));
  await expect(rows.last()).toContainText(eleventh.name);
  await page.goBack();
  await expect(rows.first()).toContainText(tenth.name);

  const site = await page.context().newPage();
  await expectOnPublicPage(site, routes.products(category.slug), async () => {
    const links = grid(site).getByRole('link');
    await expect(links).toHaveCount(11);
    await expect(links.nth(9)).toContainText(eleventh.name);
    await expect(links.nth(10)).toContainText(tenth.name);
  });
  await deleteAll(page, [category], products);
});

test('a category that still holds sub-products is not deleted: the alert says why @desktop', async ({
  page,
}, testInfo) => {
  await openAdminAs(page, routes.admin.products);
  const category = await createCategory(page, uniqueName('Full Shelf', testInfo.project.name));
  const product = await createProduct(page, category.id, uniqueName('Kept Oil', testInfo.project.name));
  await page.reload();
  await categoryRow(page, category.name)
    .getByRole('button', { name: `Delete: ${category.name}` })
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'This category cannot be deleted' });
  await expect(
    refusal.getByText(
      'This category still holds 1 sub-product. Move it to another category or delete it first.',
    ),
  ).toBeVisible();
  await refusal.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(categoryRow(page, category.name)).toContainText('1 product');
  await deleteAll(page, [category], [product]);
});

test('an empty category name gets the spec’s “Oops...” alert and the dialog stays open @desktop', async ({
  page,
}) => {
  await openAdminAs(page, routes.admin.products);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category Name').fill('   ');
  await dialog.getByLabel('Category Image').setInputFiles(await imageUpload('blank-name.png'));
  await describePicture(dialog, 'Category Image');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('dialog', { name: 'Oops...' });
  await expect(alert).toHaveAccessibleDescription('Category name cannot be empty.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Category Name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the category and sub-product dialogs and the move buttons work from the keyboard alone @desktop', async ({
  page,
}, testInfo) => {
  test.slow();
  const name = uniqueName('Keyboard Resins', testInfo.project.name);
  const choosers = fileChoosers(page);
  await openAdminAs(page, routes.admin.products);
  const create = page.getByRole('button', { name: 'Create New' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Category Name'));
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('Category Image'));
  await page.keyboard.press('Space');
  await (await choosers.next()).setFiles(await imageUpload('keyboard.png'));
  // The picture's alt texts, typed too (both required unless it is marked decorative).
  await tabTo(page, dialog.getByLabel(/^Alt text( \*)?$/));
  await page.keyboard.type('Amber resin tears on a linen cloth');
  await tabTo(page, dialog.getByLabel(/^Alt text \(Arabic\)( \*)?$/));
  await page.keyboard.type('دموع راتنج كهرمانية على قماش كتان');
  await tabTo(page, dialog.getByRole('button', { name: 'Preview Image' }));
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(categoryRow(page, name)).toContainText('0 products');
  await expect(create).toBeFocused();
  const [category] = (
    (await (await page.request.get(apiUrl(endpoints.productCategories.path))).json()) as ProductCategoryDto[]
  ).filter((c) => c.name === name);
  const first = await createProduct(page, category.id, `${name} first`);
  const second = await createProduct(page, category.id, `${name} second`);
  // Removed even when a step fails, so no other test sees them.
  try {
    // Open it with Enter on its name, then the sub-product dialog: focus stays inside, Escape closes.
    await tabTo(page, categoryRow(page, name).getByRole('link', { name }), { max: 400 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Move down with Enter: once last, the focus is on the row's Move up.
    const rows = page.getByTestId('product-row');
    await expect(rows.first()).toContainText(first.name);
    await tabTo(page, productRow(page, first.name).getByRole('button', { name: `Move ${first.name} down` }));
    await page.keyboard.press('Enter');
    await expect(rows.first()).toContainText(second.name);
    await expect(
      productRow(page, first.name).getByRole('button', { name: `Move ${first.name} down` }),
    ).toBeDisabled();
    await expect(
      productRow(page, first.name).getByRole('button', { name: `Move ${first.name} up` }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toContainText(first.name);
    await expect(
      productRow(page, first.name).getByRole('button', { name: `Move ${first.name} down` }),
    ).toBeFocused();

    const add = page.getByRole('button', { name: 'Add Sub-Product' });
    await expect(add).toBeEnabled();
    await add.focus();
    await page.keyboard.press('Enter');
    const productDialog = page.getByRole('dialog', { name: 'Add Sub-Product' });
    await expect(productDialog).toBeVisible();
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Tab');
      expect(await productDialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(productDialog).toBeHidden();
    await expect(add).toBeFocused();

    // Back to the list through the breadcrumb, from the keyboard.
    await tabTo(page, page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Product Categories' })).toBeVisible();
  } finally {
    await deleteAll(page, [category], [first, second]);
  }
});
