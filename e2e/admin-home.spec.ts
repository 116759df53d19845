import { expect, test, type Locator, type Page } from '@playwright/test';
import { minimalPdf } from '../test/documents';
import { endpoints } from '../lib/api/contract';
import { apiUrl, routes } from '../lib/routing/routes';
import { localIsoDate } from '../lib/text/dates';
import { openAdminAs } from './support/admin';
import { withE2eDb } from './support/db';
import { imageUpload, uniqueName, describePicture, PICTURE_ALT } from './support/images';
import { expectOnPublicPage } from './support/public';
import { takeTurns } from './support/turns';
import { fileChoosers } from './support/fileChooser';

const NEWS_API = '/api/v1/admin/news';
const SEEDED_NEWEST = 'Kinglife LLC Unveils New Essential Oil Collection';

/** The public page of a news item answers 404 with the spec's words (retried like expectOnPublicPage). */
async function expectNewsGone(page: Page, url: string) {
  await expect(async () => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'News article not found' })).toBeVisible();
  }).toPass({ timeout: 12_000, intervals: [250, 500, 1000] });
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function createdItem(page: Page) {
  const response = await page.waitForResponse(
    (r) => new URL(r.url()).pathname === NEWS_API && r.request().method() === 'POST',
  );
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; image: { src: string } };
}

test.describe('news visitors see', () => {
  // The newest item is the home page's feature and the /newsdetails article: tests that change it
  // or check the seeded news take turns (e2e/support/turns.ts).
  takeTurns('news');
  // Each goes through several public pages after each change.
  test.describe.configure({ timeout: 90_000 });

  test('create → on home and its own page at once; Un publish → gone, 404; edit → changes; delete → 404', async ({
    page,
  }, testInfo) => {
    const title = uniqueName('Gulfood stand', testInfo.project.name);
    const caption = `Meet the Kinglife team at stand B-12 for samples of the new essential oil collection.`;
    await openAdminAs(page, routes.admin.home);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create News' });
    await expect(dialog.getByLabel('Date')).toHaveValue(localIsoDate());
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Caption').fill(caption);
    await dialog
      .getByLabel('Description')
      .fill('We will show our new essential oils at Gulfood.\n\nBook a meeting with the sales team.');
    await dialog.getByLabel('Image').setInputFiles(await imageUpload('gulfood-stand.png'));
    await describePicture(dialog, 'Image');
    const created = createdItem(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const item = await created;
    await expect(page.getByText('News item created: it is on the website now.')).toBeVisible();
    try {
      await expect(dialog).toBeHidden();
      const row = page.getByTestId('news-row').filter({ hasText: title });
      await expect(row.getByText('Published', { exact: true })).toBeVisible();

      // Its own address renders on the first request, with the uploaded picture.
      const visitor = await page.context().newPage();
      const first = await visitor.goto(routes.newsItem(item.id));
      expect(first?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(visitor.getByText('Book a meeting with the sales team.')).toBeVisible();
      // Described as staff described it in the dialog, not by the item's title.
      const picture = visitor.getByRole('img', { name: PICTURE_ALT.en });
      await expect(picture).toHaveAttribute('src', new RegExp(encodeURIComponent(item.image.src)));
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectOnPublicPage(visitor, routes.home(), async () => {
        await expect(visitor.getByTestId('news-featured').getByRole('heading')).toHaveText(title);
        await expect(visitor.getByTestId('news-featured')).toContainText(caption);
      });
      await expectOnPublicPage(visitor, routes.news(), () =>
        expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title),
      );

      // 'Un publish': saved (the page is gone), and the row offers 'Publish'.
      await row.getByRole('button', { name: `Un publish: ${title}` }).click();
      await expect(row.getByRole('button', { name: `Publish: ${title}` })).toBeVisible();
      await expect(row.getByText('Unpublished')).toBeVisible();
      await expectNewsGone(visitor, routes.newsItem(item.id));
      await expectOnPublicPage(visitor, routes.home(), () =>
        expect(visitor.getByTestId('news-featured').getByRole('heading')).toHaveText(SEEDED_NEWEST),
      );
      await page.reload();
      await expect(row.getByRole('button', { name: `Publish: ${title}` })).toBeVisible();

      // Back on, then edited (a click on the title): the page follows.
      await row.getByRole('button', { name: `Publish: ${title}` }).click();
      await expect(row.getByRole('button', { name: `Un publish: ${title}` })).toBeVisible();
      await expectOnPublicPage(visitor, routes.newsItem(item.id), () =>
        expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title),
      );
      await row.getByRole('button', { name: title, exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit News' });
      await expect(edit.getByLabel('Title')).toHaveValue(title);
      await expect(edit.getByLabel('Caption')).toHaveValue(caption);
      await expect(edit.getByLabel('Date')).toHaveValue(localIsoDate());
      await expect(edit.getByText('Current image')).toBeVisible();
      const renamed = `${title} (updated)`;
      await edit.getByLabel('Title').fill(renamed);
      await edit.getByLabel('Description').fill('Find us at stand B-14 this year.');
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(edit).toBeHidden();
      await expectOnPublicPage(visitor, routes.newsItem(item.id), async () => {
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(renamed);
        await expect(visitor.getByText('Find us at stand B-14 this year.')).toBeVisible();
      });

      // Delete: Cancel keeps it; 'Yes, delete it!' removes it, and its page answers 404.
      const renamedRow = page.getByTestId('news-row').filter({ hasText: renamed });
      const remove = renamedRow.getByRole('button', { name: `Delete: ${renamed}` });
      await remove.click();
      let confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
      await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(renamedRow).toHaveCount(1);
      await remove.click();
      confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
      const deleted = page.getByRole('dialog').filter({ hasText: 'Deleted!' });
      await expect(deleted.getByText('News item has been deleted.')).toBeVisible();
      await deleted.getByRole('button', { name: 'OK' }).click();
      await expect(renamedRow).toHaveCount(0);
      await expectNewsGone(visitor, routes.newsItem(item.id));
      await expectOnPublicPage(visitor, routes.home(), () =>
        expect(visitor.getByTestId('news-featured').getByRole('heading')).toHaveText(SEEDED_NEWEST),
      );
    } finally {
      // Through the API, so the public pages drop it too: a failure here must not leave the newest
      // news item to the tests that read the seeded one (the home's, the news page's).
      await page.request.delete(apiUrl(endpoints.newsItem(item.id).path));
    }
  });

  test('the create dialog works from the keyboard alone @desktop', async ({ page }, testInfo) => {
    const title = uniqueName('Keyboard news', testInfo.project.name);
    const choosers = fileChoosers(page);
    await openAdminAs(page, routes.admin.home);
    const create = page.getByRole('button', { name: 'Create New' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create News' });
    await expect(dialog).toBeVisible();
    // Tab stays inside; Escape closes and gives the focus back.
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel('Title'));
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Caption')).toBeFocused();
    await page.keyboard.type('Typed without a mouse, from the first field to Save.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('First paragraph.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second paragraph.');
    // The (visually hidden) file input takes the focus and opens the chooser with Space.
    await tabTo(page, dialog.getByLabel('Image'));
    await page.keyboard.press('Space');
    await (await choosers.next()).setFiles(await imageUpload('keyboard.png'));
    await expect(dialog.getByText('keyboard.png')).toBeVisible();
    await tabTo(page, dialog.getByLabel(/^Alt text( \*)?$/));
    await page.keyboard.type('Our stand at Gulfood');
    await tabTo(page, dialog.getByLabel(/^Alt text \(Arabic\)( \*)?$/));
    await page.keyboard.type('جناحنا في جلفود');
    await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    const created = createdItem(page);
    await page.keyboard.press('Enter');
    const item = await created;
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('news-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);

    const visitor = await page.context().newPage();
    await visitor.goto(routes.newsItem(item.id));
    await expect(visitor.getByText('Second paragraph.')).toBeVisible();

    await row.getByRole('button', { name: `Delete: ${title}` }).click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNewsGone(visitor, routes.newsItem(item.id));
  });
});

test('Save stays disabled until title, caption, description and image are given; non-images are refused @desktop', async ({
  page,
}, testInfo) => {
  const title = uniqueName('Never saved', testInfo.project.name);
  await openAdminAs(page, routes.admin.home);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create News' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Caption').fill('A caption.');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Description').fill('A description.');
  await expect(save).toBeDisabled(); // no image yet
  await expect(dialog.getByText('No file chosen')).toBeVisible();

  // A file that is not a JPEG, PNG or WebP picture is cleared with the reason under the field.
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(dialog.getByText('Please upload a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(dialog.getByText('No file chosen')).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Image').setInputFiles(await imageUpload('gulfood-2025-stand-photo.webp', 'webp'));

  await describePicture(dialog, 'Image');
  // Spec: the chosen file's name is cut to 20 characters plus an ellipsis.
  await expect(dialog.getByText('gulfood-2025-stand-p…')).toBeVisible();
  await expect(save).toBeEnabled();

  // Blank text counts as empty; so does a cleared date.
  await dialog.getByLabel('Title').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Caption').fill(' ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Caption').fill('A caption.');
  await dialog.getByLabel('Description').fill('');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Description').fill('A description.');
  await dialog.getByLabel('Date').fill('');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Date').fill('2025-02-14');
  await expect(save).toBeEnabled();

  // Cancel closes without saving.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('news-row').filter({ hasText: title })).toHaveCount(0);
});

test('the preview shows an item as its page will: image, date, title, caption and text', async ({ page }) => {
  await openAdminAs(page, routes.admin.home);
  await page.getByRole('searchbox', { name: 'Search news' }).fill('unveils new essential');
  await page.getByRole('searchbox', { name: 'Search news' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=unveils\+new\+essential/);
  await expect(page.getByTestId('news-row')).toHaveCount(1);
  const open = page.getByRole('button', { name: `Preview: ${SEEDED_NEWEST}` });
  await open.click();
  const preview = page.getByRole('dialog', { name: 'News Preview' });
  await expect(preview.getByRole('img', { name: /essential oil bottles/ })).toBeVisible();
  await expect(preview.locator('time')).toHaveText('March 24, 2024');
  await expect(preview.getByRole('heading', { name: SEEDED_NEWEST })).toBeVisible();
  await expect(preview.getByText(/^Kinglife LLC has added a new collection/)).toBeVisible();
  expect(await preview.getByTestId('news-preview').locator('p').count()).toBeGreaterThan(4);
  await expect(preview.getByRole('link', { name: 'View on website' })).toHaveAttribute(
    'href',
    /^\/newsdetails\/\d+$/,
  );
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(open).toBeFocused();
});

test('the list pages on the server, and a reload keeps its page and search @desktop', async ({
  page,
}, testInfo) => {
  // 25 old, unpublished items (nothing public changes): 20 on page 1, 5 on page 2.
  const prefix = uniqueName('Archive note', testInfo.project.name);
  await withE2eDb((db) =>
    db.query(
      `INSERT INTO news (title, caption, body, date, image, is_published)
       SELECT $1 || ' #' || lpad(n::text, 2, '0'), 'From the archive.', 'Text.',
              make_date(2001, 1, n), '{"src": "/artwork/news/1.svg", "alt": ""}'::jsonb, false
       FROM generate_series(1, 25) AS n`,
      [prefix],
    ),
  );
  try {
    await openAdminAs(page, routes.admin.home);
    const search = page.getByRole('searchbox', { name: 'Search news' });
    await search.fill(prefix);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByTestId('news-row');
    await expect(page.getByRole('status').filter({ hasText: '25 results' })).toBeVisible();
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${prefix} #25`);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ page: '2', q: prefix });
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(`${prefix} #05`);
    await expect(rows.last()).toContainText(`${prefix} #01`);

    await page.reload();
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(`${prefix} #05`);
    await expect(search).toHaveValue(prefix);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Back returns to page 1; a new search starts at page 1 again.
    await page.goBack();
    await expect(rows).toHaveCount(20);
    await search.fill(`${prefix} #1`);
    await search.press('Enter');
    await expect(rows).toHaveCount(10);
    await expect(page).not.toHaveURL(/page=/);
  } finally {
    await withE2eDb((db) => db.query(`DELETE FROM news WHERE title LIKE $1 || ' #%'`, [prefix]));
  }
});

test('the counts keep the place of their weekly figures while they load, so the panels below stay put @desktop', async ({
  page,
}) => {
  await openAdminAs(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/admin/overview', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const banner = page.getByRole('heading', { name: 'Home Banner' });
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('overview-enquiries')).toHaveText('–');
  // The charts and lists below the counts grow to their rows as they arrive; this measures the counts alone.
  await expect(page.getByText(/^Loading the /)).toHaveCount(0);
  const before = (await banner.boundingBox())!.y;
  release();
  await expect(page.getByTestId('overview-enquiries')).toHaveText(/^\d+$/);
  await expect(page.getByText(/^\d+ new this week$/)).toHaveCount(2);
  expect((await banner.boundingBox())!.y).toBeCloseTo(before, 0);
});

test('a new banner is the public home hero at once, as an optimised /media image covering the hero @desktop', async ({
  page,
}) => {
  await openAdminAs(page, routes.admin.home);
  const panel = page.getByRole('region', { name: 'Home Banner' });
  await expect(panel.getByText('1440 x 825 px')).toBeVisible();
  const save = panel.getByRole('button', { name: 'Save Banner' });
  await expect(save).toBeDisabled();

  // Image files only: anything else is cleared with the reason.
  await panel
    .getByLabel('Banner Image')
    .setInputFiles({ name: 'banner.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(panel.getByText('Please upload a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(save).toBeDisabled();

  await panel
    .getByLabel('Banner Image')
    .setInputFiles(
      await imageUpload('kinglife-spring-banner-2025.jpg', 'jpeg', { width: 1440, height: 825 }),
    );
  await describePicture(panel, 'Banner Image');
  await expect(panel.getByText('kinglife-spring-bann…')).toBeVisible();
  await panel.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview.getByRole('img')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/admin/banner' && r.request().method() === 'PUT',
  );
  await save.click();
  const { image } = (await (await saved).json()) as { image: { src: string } };
  expect(image.src).toMatch(/^\/media\/public\/.+\.jpg$/);
  await expect(page.getByText('Banner saved: the home page shows it now.')).toBeVisible();
  await expect(panel.getByTestId('banner-current')).toHaveAttribute('src', image.src);
  await expect(panel.getByText('Current image')).toBeVisible();
  await expect(save).toBeDisabled();

  const visitor = await page.context().newPage();
  const hero = visitor.getByRole('region', { name: 'We are committed to quality services & products' });
  await expectOnPublicPage(visitor, routes.home(), () =>
    expect(hero.locator('img')).toHaveAttribute('src', new RegExp(encodeURIComponent(image.src))),
  );
  const picture = hero.locator('img');
  // The LCP image keeps next/image's priority (preloaded from the head, not lazy) and covers the
  // hero without distortion.
  await expect(
    visitor.locator(`head link[rel="preload"][as="image"][imagesrcset*="${encodeURIComponent(image.src)}"]`),
  ).toHaveCount(1);
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveCSS('object-fit', 'cover');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
