/**
 * No lost updates between staff (lib/audit/versions.ts): two staff have the same sub-product's
 * edit dialog open; Sara saves first, and Omar's save is refused with a message naming Sara and
 * what she changed. Reload shows Sara's version; Save anyway stores Omar's. The same for a webhook
 * endpoint, whose dialog is the webhooks screen's own. A list's publish switch and its deletes (the
 * content lists, Redirects, Webhooks) carry the version its row was read at too.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiUrl, routes } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import { createAdminAccount, signInWithForm } from './support/admin';
import { withE2eDb } from './support/db';
import { imageUpload, uniqueName } from './support/images';

const PASSWORD = 'stale-save-password';

async function staffPage(
  browser: Browser,
  email: string,
  name: string,
  screen: string = routes.admin.products,
) {
  await createAdminAccount(email, PASSWORD);
  await withE2eDb((db) => db.query('UPDATE admin_users SET name = $1 WHERE email = $2', [name, email]));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(screen);
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  return page;
}

/** Opens the edit dialog of `product` on its category's page. */
async function openEdit(page: Page, category: ProductCategoryDto, product: ProductDto) {
  await page.goto(routes.adminCategory('products', category.id));
  await page
    .getByTestId('product-row')
    .filter({ hasText: product.name })
    .getByRole('button', { name: `Edit: ${product.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  await expect(dialog).toBeVisible();
  return { dialog, name: dialog.locator('input[name="subproductname"]') };
}

/** A category and sub-product of the test's own (the seeded ones stay as other tests read them). */
async function ownProduct(page: Page, project: string, stamp: string) {
  const categoryResponse = await page.request.post(apiUrl(endpoints.productCategories.path), {
    multipart: {
      name: uniqueName('Stale', project),
      blurb: 'For the stale-save test.',
      image: await imageUpload('category.png'),
      imageDecorative: 'true',
    },
  });
  expect(categoryResponse.status()).toBe(201);
  const category: ProductCategoryDto = await categoryResponse.json();
  const productResponse = await page.request.post(apiUrl(endpoints.productCreate.path), {
    multipart: {
      subproductname: `Vetiver ${stamp}`,
      subproductdescription: 'Vetiver is steam-distilled from the roots.',
      subproductimage: await imageUpload('product.png'),
      subproductimageDecorative: 'true',
      category: String(category.id),
    },
  });
  expect(productResponse.status()).toBe(201);
  const product: ProductDto = await productResponse.json();
  return { category, product };
}

/** Deletes what `ownProduct` made. */
async function removeOwn(page: Page, { category, product }: Awaited<ReturnType<typeof ownProduct>>) {
  await page.request.delete(apiUrl(endpoints.product(product.id).path));
  await page.request.delete(apiUrl(endpoints.productCategory(category.id).path));
}

test('a save over a colleague’s is refused with who and what; Reload shows theirs, Save anyway keeps yours @desktop', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sara = await staffPage(browser, `sara-${stamp}@kinglife.test`, 'Sara');
  const omar = await staffPage(browser, `omar-${stamp}@kinglife.test`, 'Omar');
  const own = await ownProduct(sara, testInfo.project.name, stamp);
  const { category } = own;
  let { product } = own;

  try {
    // 1. Both open it; Sara saves; Omar's save is refused, naming Sara and the field; Reload.
    let a = await openEdit(sara, category, product);
    let b = await openEdit(omar, category, product);
    await a.name.fill(`Vetiver by Sara ${stamp}`);
    await a.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a.dialog).toBeHidden();

    await b.name.fill(`Vetiver by Omar ${stamp}`);
    await b.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = omar.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Sara changed this');
    await expect(alert).toContainText('Name');
    await alert.getByRole('button', { name: 'Reload' }).click();
    const discard = omar.getByRole('dialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Discard and reload' }).click();
    await expect(b.name).toHaveValue(`Vetiver by Sara ${stamp}`);
    await b.dialog.getByRole('button', { name: 'Cancel' }).click();
    product = { ...product, name: `Vetiver by Sara ${stamp}` };

    // 2. Again; this time Omar saves anyway, and his name is stored.
    a = await openEdit(sara, category, product);
    b = await openEdit(omar, category, product);
    await a.name.fill(`Vetiver again by Sara ${stamp}`);
    await a.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a.dialog).toBeHidden();
    await b.name.fill(`Vetiver again by Omar ${stamp}`);
    await b.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(alert).toContainText('Sara changed this');
    await alert.getByRole('button', { name: 'Save anyway' }).click();
    await expect(b.dialog).toBeHidden();
    const stored = await withE2eDb((db) =>
      db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [product.id]),
    );
    expect(stored.rows[0].name).toBe(`Vetiver again by Omar ${stamp}`);
  } finally {
    await removeOwn(sara, { category, product });
    await Promise.all([sara, omar].map((page) => page.context().close()));
  }
});

test('two Owners editing one webhook endpoint: the second save is refused naming the first, and Save anyway keeps it @desktop', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sara = await staffPage(browser, `sara-hook-${stamp}@kinglife.test`, 'Sara', routes.admin.webhooks);
  const omar = await staffPage(browser, `omar-hook-${stamp}@kinglife.test`, 'Omar', routes.admin.webhooks);
  const url = `https://hooks.zapier.com/hooks/catch/${stamp}/`;
  const added = await sara.request.post(apiUrl(endpoints.webhooks.path), {
    data: { url, description: '', events: ['enquiry.created'], allowPrivate: false },
  });
  expect(added.status()).toBe(201);
  const { endpoint } = (await added.json()) as { endpoint: { id: number } };

  const openEdit = async (page: Page) => {
    await page.reload();
    await page.getByRole('button', { name: `Edit: ${url}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit endpoint' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  try {
    const a = await openEdit(sara);
    const b = await openEdit(omar);
    await a.getByLabel(/^Description/).fill('Zapier leads');
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a).toBeHidden();

    await b.getByLabel(/^Description/).fill('CRM');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = omar.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(alert).toContainText('Sara changed this');
    await expect(alert).toContainText('Description');
    await alert.getByRole('button', { name: 'Save anyway' }).click();
    await expect(b).toBeHidden();
    const stored = await withE2eDb((db) =>
      db.query<{ description: string }>('SELECT description FROM webhook_endpoints WHERE id = $1', [
        endpoint.id,
      ]),
    );
    expect(stored.rows[0].description).toBe('CRM');
  } finally {
    await sara.request.delete(apiUrl(endpoints.webhook(endpoint.id).path));
    await sara.context().close();
    await omar.context().close();
  }
});

test('a publish switch pressed on a list a colleague has changed since is refused with who and what, and the list shows theirs @desktop', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sara = await staffPage(browser, `sara-list-${stamp}@kinglife.test`, 'Sara');
  const omar = await staffPage(browser, `omar-list-${stamp}@kinglife.test`, 'Omar');
  const { category, product } = await ownProduct(sara, testInfo.project.name, stamp);
  const rowOf = (page: Page) => page.getByTestId('product-row').filter({ hasText: product.name });
  /** Presses a publish switch and waits for the server to have taken it. */
  const switched = async (page: Page, press: () => Promise<void>) => {
    const path = apiUrl(endpoints.productPublished(product.id).path);
    const answer = page.waitForResponse((response) => response.url().endsWith(path));
    await press();
    expect((await answer).status()).toBe(200);
  };
  try {
    // Both have the category's list open, the sub-product published.
    for (const page of [sara, omar]) {
      await page.goto(routes.adminCategory('products', category.id));
      await expect(rowOf(page).getByRole('button', { name: `Un Publish: ${product.name}` })).toBeVisible();
    }
    // Sara unpublishes it (the switch turns at once, before the server has it: wait for its answer);
    // Omar, on the list he read before, presses Un Publish too.
    await switched(sara, () =>
      rowOf(sara)
        .getByRole('button', { name: `Un Publish: ${product.name}` })
        .click(),
    );
    await rowOf(omar)
      .getByRole('button', { name: `Un Publish: ${product.name}` })
      .click();

    const alert = omar.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(alert).toContainText('Sara changed this');
    await expect(alert).toContainText('The list now shows their version');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(rowOf(omar).getByRole('button', { name: `Publish: ${product.name}` })).toBeVisible();

    // Reading the list again, his switch goes through.
    await switched(omar, () =>
      rowOf(omar)
        .getByRole('button', { name: `Publish: ${product.name}` })
        .click(),
    );
    await expect(rowOf(omar).getByRole('button', { name: `Un Publish: ${product.name}` })).toBeVisible();
    const stored = await withE2eDb((db) =>
      db.query<{ published: boolean }>('SELECT published FROM products WHERE id = $1', [product.id]),
    );
    expect(stored.rows[0].published).toBe(true);
  } finally {
    await removeOwn(sara, { category, product });
    await Promise.all([sara, omar].map((page) => page.context().close()));
  }
});

test('a delete from a list a colleague has changed since is refused with who and what, and nothing is deleted @desktop', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sara = await staffPage(browser, `sara-delete-${stamp}@kinglife.test`, 'Sara');
  const omar = await staffPage(browser, `omar-delete-${stamp}@kinglife.test`, 'Omar');
  const { category, product } = await ownProduct(sara, testInfo.project.name, stamp);
  const renamed = `${product.name} (renamed)`;
  try {
    await omar.goto(routes.adminCategory('products', category.id));
    const row = omar.getByTestId('product-row').filter({ hasText: product.name });
    await expect(row).toBeVisible();
    // Sara renames the sub-product after Omar's list was read.
    const { dialog, name } = await openEdit(sara, category, product);
    await name.fill(renamed);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Omar deletes it from the list he read before: refused, with who and what.
    await row.getByRole('button', { name: `Delete: ${product.name}` }).click();
    const confirm = omar.getByRole('dialog').filter({ hasText: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    const alert = omar.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(alert).toContainText('Sara changed this');
    await expect(alert).toContainText('Nothing was deleted');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(omar.getByTestId('product-row').filter({ hasText: renamed })).toBeVisible();
    const stored = await withE2eDb((db) =>
      db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [product.id]),
    );
    expect(stored.rows).toEqual([{ name: renamed }]);
  } finally {
    await removeOwn(sara, { category, product });
    await Promise.all([sara, omar].map((page) => page.context().close()));
  }
});

test('a delete pressed while one’s own publish switch is still on its way sends the version that publish made, and deletes @desktop', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sara = await staffPage(browser, `sara-own-${stamp}@kinglife.test`, 'Sara');
  const own = await ownProduct(sara, testInfo.project.name, stamp);
  const { category, product } = own;
  const row = sara.getByTestId('product-row').filter({ hasText: product.name });
  // The server takes the switch at once; its answer is held until the delete has been confirmed.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await sara.route(`**${apiUrl(endpoints.productPublished(product.id).path)}`, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  try {
    await sara.goto(routes.adminCategory('products', category.id));
    await row.getByRole('button', { name: `Un Publish: ${product.name}` }).click();
    await expect.poll(() => storedProduct(product.id)).toMatchObject({ published: false });

    await row.getByRole('button', { name: `Delete: ${product.name}` }).click();
    await sara
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    answer();
    await expect(sara.getByRole('dialog', { name: 'Deleted!' })).toBeVisible();
    await expect(sara.getByRole('dialog', { name: 'Someone else changed this' })).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await expect.poll(() => storedProduct(product.id)).toBeUndefined();
  } finally {
    answer();
    await removeOwn(sara, own);
    await sara.context().close();
  }
});

/** The sub-product as stored (undefined once deleted). */
async function storedProduct(id: number) {
  const stored = await withE2eDb((db) =>
    db.query<{ published: boolean }>('SELECT published FROM products WHERE id = $1', [id]),
  );
  return stored.rows[0];
}

/** Deletes `row` from a list read before a colleague's change: refused, with who, and nothing deleted. */
async function refusedDelete(page: Page, row: Locator, name: string, who: string) {
  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Yes, delete it!|Delete)$/ })
    .click();
  const alert = page.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(alert).toContainText(`${who} changed this`);
  await expect(alert).toContainText('Nothing was deleted');
  await alert.getByRole('button', { name: 'OK' }).click();
}

test('the Redirects and Webhooks screens’ deletes carry the version their rows were read at too @desktop', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const sara = await staffPage(browser, `sara-lists-${stamp}@kinglife.test`, 'Sara', routes.admin.redirects);
  const omar = await staffPage(browser, `omar-lists-${stamp}@kinglife.test`, 'Omar', routes.admin.redirects);
  const source = `/stale-delete-${stamp}`;
  const redirect = { source, targetKind: '', target: routes.about(), status: '308', note: '' } as const;
  const created = await sara.request.post(apiUrl(endpoints.redirects.path), { data: redirect });
  expect(created.status()).toBe(201);
  const { id: redirectId } = (await created.json()) as { id: number };
  const url = `https://hooks.zapier.com/hooks/catch/${stamp}/delete/`;
  const hook = { url, description: '', events: ['enquiry.created'], allowPrivate: false };
  const added = await sara.request.post(apiUrl(endpoints.webhooks.path), { data: hook });
  expect(added.status()).toBe(201);
  const { id: hookId } = ((await added.json()) as { endpoint: { id: number } }).endpoint;
  const count = (table: string, id: number) =>
    withE2eDb(async (db) => (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount);
  try {
    await omar.goto(`${routes.admin.redirects}?q=${encodeURIComponent(source)}`);
    const redirectRow = omar.getByTestId('redirect-row').filter({ hasText: source });
    await expect(redirectRow).toBeVisible();
    const noted = await sara.request.patch(apiUrl(endpoints.redirect(redirectId).path), {
      data: { ...redirect, note: 'Old catalogue link' },
    });
    expect(noted.status()).toBe(200);
    await refusedDelete(omar, redirectRow, source, 'Sara');
    await expect(redirectRow).toContainText('Old catalogue link');
    expect(await count('redirects', redirectId)).toBe(1);

    await omar.goto(routes.admin.webhooks);
    const hookRow = omar.getByTestId('webhook-row').filter({ hasText: url });
    await expect(hookRow).toBeVisible();
    const described = await sara.request.put(apiUrl(endpoints.webhook(hookId).path), {
      data: { ...hook, description: 'Zapier leads' },
    });
    expect(described.status()).toBe(200);
    await refusedDelete(omar, hookRow, url, 'Sara');
    await expect(hookRow).toContainText('Zapier leads');
    expect(await count('webhook_endpoints', hookId)).toBe(1);

    // Read again, the delete goes through.
    await hookRow.getByRole('button', { name: 'Delete: Zapier leads' }).click();
    await omar.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(hookRow).toBeHidden();
    expect(await count('webhook_endpoints', hookId)).toBe(0);
  } finally {
    await sara.request.delete(apiUrl(endpoints.redirect(redirectId).path));
    await sara.request.delete(apiUrl(endpoints.webhook(hookId).path));
    await Promise.all([sara, omar].map((page) => page.context().close()));
  }
});
