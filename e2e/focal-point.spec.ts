import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiUrl, routes, routesFor } from '../lib/routing/routes';
import { endpoints } from '../lib/api/contract';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { imageUpload, uniqueName } from './support/images';
import { ownProduct } from './support/products';
import { expectOnPublicPage } from './support/public';

/**
 * A picture's focal point (#35): staff set it in the picture's dialog from the keyboard, and the
 * public card's crop follows it (object-position), in both languages; the product page shares
 * the 1200×630 crop around it.
 */

/** The category's product grid, in either language. */
const grid = (page: Page) => page.getByRole('list', { name: /^(Products in|منتجات فئة) / });

/** A product of the test's own (made through the API), its edit dialog open, and its picture's focal point group. */
async function editOwnProduct(page: Page, label: string) {
  await openAdminAs(page, routes.admin.products);
  const own = await ownProduct(page, label);
  await page.goto(routes.adminCategory('products', own.category.id));
  await page
    .getByTestId('product-row')
    .filter({ hasText: label })
    .getByRole('button', { name: `Edit: ${label}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  const focus = edit.getByRole('group', { name: 'Sub-Product Image: focal point' });
  const slider = (name: 'across' | 'down') => focus.getByRole('slider', { name: `Focal point ${name} (%)` });
  return { ...own, edit, focus, slider };
}

/** Waits until the edit dialog has finished coming in (during its scale-in the picture is 2 % smaller). */
async function settled(edit: Locator) {
  await edit.evaluate((dialog) =>
    Promise.all(
      dialog
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ).then(() => undefined),
  );
}

test('a seeded product’s picture (SVG artwork) shows in the picker, and a click on it sets the point', async ({
  page,
}) => {
  await openAdminAs(page, routes.admin.products);
  // A product of the seed whose picture is still its artwork (an SVG with a viewBox only).
  const categories: ProductCategoryDto[] = await (
    await page.request.get(apiUrl(endpoints.productCategories.path))
  ).json();
  let seeded: ProductDto | undefined;
  for (const category of categories) {
    const listed = await page.request.get(apiUrl(endpoints.productCategoryProducts(category.id).path));
    const { items } = (await listed.json()) as { items: ProductDto[] };
    seeded = items.find((product) => /^\/artwork\/.+\.svg$/.test(product.image.src));
    if (seeded) break;
  }
  expect(seeded, 'a seeded product with its artwork').toBeDefined();
  const { name, categoryId } = seeded!;

  await page.goto(routes.adminCategory('products', categoryId));
  await page
    .getByTestId('product-row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit: ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Product' });
  const focus = edit.getByRole('group', { name: 'Sub-Product Image: focal point' });
  const picture = focus.getByRole('img', { name: 'Picture: click to set the focal point' });
  await expect(picture).toHaveAttribute('src', seeded!.image.src);
  await expect(picture).toBeVisible();
  // Loaded, and laid out at a size one can point at (it was 0 × 0: blank).
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await settled(edit);
  const box = (await picture.boundingBox())!;
  expect(box.width).toBeGreaterThan(100);
  expect(box.height).toBeGreaterThan(50);
  // The box is the picture's own shape (its viewBox's), so a click's place is the point's place.
  const natural = await picture.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(box.width / box.height).toBeCloseTo(natural, 1);

  await picture.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
  const slider = (name: 'across' | 'down') => focus.getByRole('slider', { name: `Focal point ${name} (%)` });
  await expect(slider('across')).toHaveValue('30');
  await expect(slider('down')).toHaveValue('60');
  await expect(edit.getByTestId('subproductimage-crop-card')).toHaveCSS('object-position', '30% 60%');
  // The seed is left as it was.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

test('staff set a focal point with the keyboard and the public card’s crop follows it', async ({
  page,
}, testInfo) => {
  test.slow();
  const { category, product, edit, focus, slider, tearDown } = await editOwnProduct(
    page,
    uniqueName('Focal Oil', testInfo.project.name),
  );
  await expect(focus.getByRole('img', { name: 'Picture: click to set the focal point' })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');

  // The sliders, from the keyboard alone: 20% across, 80% down.
  const across = slider('across');
  const down = slider('down');
  await across.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  await down.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await expect(across).toHaveValue('20');
  await expect(down).toHaveValue('80');
  // The dialog's crops follow at once.
  await expect(edit.getByTestId('subproductimage-crop-card')).toHaveCSS('object-position', '20% 80%');
  await expect(edit.getByTestId('subproductimage-crop-phone')).toHaveCSS('object-position', '20% 80%');

  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();

  // The public card keeps the point in frame, in English and Arabic.
  const site = await page.context().newPage();
  for (const locale of ['en', 'ar'] as const) {
    await expectOnPublicPage(site, routesFor(locale).products(category.slug), async () => {
      const card = grid(site).getByRole('link', { name: new RegExp(product.name) });
      await expect(card.locator('img')).toHaveCSS('object-position', '20% 80%');
    });
  }

  // Its page shares the 1200×630 crop around the point.
  await site.goto(routes.product(product.id));
  const og = await site.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(/\/media\/share\/20-80\.[\w-]{22}\/public\//);
  const shared = await site.request.get(new URL(og!).pathname);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toBe('image/jpeg');
  await site.close();
  await tearDown();
});

test('a click on the picture sets the point, and a new picture starts at its centre @desktop', async ({
  page,
}, testInfo) => {
  const { edit, focus, slider, tearDown } = await editOwnProduct(
    page,
    uniqueName('Click Oil', testInfo.project.name),
  );
  const picture = focus.getByRole('img', { name: 'Picture: click to set the focal point' });
  // Measured once the dialog has finished coming in: during its scale-in the picture is 2 % smaller,
  // and a click at 75 % of that width read 74.
  await settled(edit);
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
  await expect(slider('across')).toHaveValue('75');
  await expect(slider('down')).toHaveValue('25');

  await edit.getByLabel('Sub-Product Image').setInputFiles(await imageUpload('other.png'));
  await expect(slider('across')).toHaveValue('50');
  await expect(slider('down')).toHaveValue('50');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await tearDown();
});
