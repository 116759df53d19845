import { expect, test, type Browser, type Page } from '@playwright/test';
import { endpoints } from '../lib/api/contract';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import { routes } from '../lib/routing/routes';
import { dubaiInputValue } from '../lib/text/dates';
import { openAdminAs } from './support/admin';
import { imageUpload, uniqueName } from './support/images';
import { expectNoAxeViolations } from './support/axe';

/**
 * Drafts beyond blog posts (admin-drafts.spec.ts): a product's draft is invisible to visitors and
 * visible in its preview until "Publish changes"; an unpublished opening shows only in the careers
 * page's preview; an opening comes off the careers page at its closing time (scheduled publishing
 * runs at each minute's start: features/history/scheduled.ts).
 */

const api = (path: string) => `/api/${path}`;
const label = (name: string) => new RegExp(`^${name}( \\*)?$`);

/** A visitor: a browser without any cookie of the staff member's. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** The page a row's Preview button opens in a new tab. */
async function previewFrom(page: Page, button: ReturnType<Page['getByRole']>) {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  await opened.waitForLoadState();
  return opened;
}

test("a product's draft is invisible to visitors and visible in preview until its changes are published", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const categoryName = uniqueName('Draft Resins', testInfo.project.name);
  const name = uniqueName('Frankincense Oil', testInfo.project.name);
  await openAdminAs(page, routes.admin.products);
  const category = (await (
    await page.request.post(api(endpoints.productCategories.path), {
      multipart: {
        name: categoryName,
        blurb: 'Resins.',
        imageDecorative: 'true',
        image: await imageUpload('category.png'),
      },
    })
  ).json()) as ProductCategoryDto;
  const product = (await (
    await page.request.post(api(endpoints.productCreate.path), {
      multipart: {
        subproductname: name,
        subproductdescription: 'Steam-distilled from Boswellia sacra resin.',
        subproductimage: await imageUpload('product.png'),
        subproductimageDecorative: 'true',
        category: String(category.id),
      },
    })
  ).json()) as ProductDto;

  await page.goto(`${routes.admin.products}?category=${category.id}`);
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await row.getByRole('button', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  await edit.getByLabel(label('Sub-Product Name')).fill(`${name} (draft)`);
  await edit.getByRole('button', { name: 'Save as draft' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Draft changes')).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  const guest = await visitor(browser);
  await guest.page.goto(routes.product(product.id));
  await expect(guest.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.page.getByText(`${name} (draft)`)).toHaveCount(0);

  const preview = await previewFrom(page, row.getByRole('button', { name: `Preview: ${name}` }));
  expect(new URL(preview.url()).pathname).toBe(routes.product(product.id));
  await expect(preview.getByRole('heading', { level: 1, name: `${name} (draft)` })).toBeVisible();
  await expect(preview.getByTestId('preview-bar')).toContainText('Preview — not public');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(preview);
  await preview.close();

  // "Publish changes": visitors get the new name (the page was cached with the old one).
  await row.getByRole('button', { name, exact: true }).click();
  await expect(edit.getByText('You are editing the draft.')).toBeVisible();
  await expect(edit.getByLabel(label('Sub-Product Name'))).toHaveValue(`${name} (draft)`);
  await expectNoAxeViolations(page, 'dialog');
  await edit.getByRole('button', { name: 'Publish changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Draft changes')).toHaveCount(0);
  await expect(async () => {
    await guest.page.goto(routes.product(product.id));
    await expect(guest.page.getByRole('heading', { level: 1, name: `${name} (draft)` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await guest.close();
  await page.request.delete(api(endpoints.product(product.id).path));
  await page.request.delete(api(endpoints.productCategory(category.id).path));
});

// A closing time is the scheduler's: one width is enough (the layout gate lays the screens out at 375).
test('an unpublished opening shows only in the preview of the careers page, and leaves the page at its closing time @desktop', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const title = uniqueName('Flavour Chemist', testInfo.project.name);
  await openAdminAs(page, routes.admin.career);
  const fields = {
    title,
    experience: '5 years',
    qualification: 'MSc Food Science',
    location: 'Dubai',
    description: 'Builds flavour systems.',
  };
  const created = await page.request.post(api(endpoints.jobs.path), { data: fields });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: number };

  const card = (on: Page) =>
    on.locator('#openings ~ div > ul > li').filter({ has: on.getByRole('heading', { name: title }) });
  const search = async (on: Page) => {
    await on.getByPlaceholder('Search Job here').fill(title);
    return card(on);
  };

  const guest = await visitor(browser);
  await guest.page.goto(routes.careers());
  await expect(await search(guest.page)).toHaveCount(0);

  await page.reload();
  const row = page.getByTestId('job-row').filter({ hasText: title });
  const preview = await previewFrom(page, row.getByRole('button', { name: `Preview: ${title}` }));
  expect(new URL(preview.url()).pathname).toBe(routes.careers());
  await expect(await search(preview)).toHaveCount(1);
  await expect(preview.getByTestId('preview-bar')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();

  // Published now, closing a few seconds from now (the API takes seconds; the dialog, minutes).
  const closeAt = new Date(Date.now() + 8_000);
  const scheduled = await page.request.patch(api(endpoints.job(job.id).path), {
    data: {
      ...fields,
      closeAt: `${dubaiInputValue(closeAt.toISOString())}:${String(closeAt.getUTCSeconds()).padStart(2, '0')}`,
    },
  });
  expect(scheduled.status()).toBe(200);
  await page.request.put(api(endpoints.jobPublished(job.id).path), { data: { published: true } });
  await page.reload();
  await expect(row.getByText(/^Closes .* \(Dubai\)$/)).toBeVisible();

  await expect(async () => {
    await guest.page.goto(routes.careers());
    await expect(await search(guest.page)).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await guest.page.goto(routes.careers());
    await expect(await search(guest.page)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(closeAt.getTime());
  await page.reload();
  await expect(row.getByText('Unpublished')).toBeVisible();
  await guest.close();
  await page.request.delete(api(endpoints.job(job.id).path));
});
