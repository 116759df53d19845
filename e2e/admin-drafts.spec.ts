import fs from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { endpoints } from '../lib/api/contract';
import { routes, routesFor } from '../lib/routing/routes';
import { dubaiInputValue } from '../lib/text/dates';
import { openAdminAs } from './support/admin';
import { imageUpload, uniqueName, describePicture } from './support/images';
import { expectOnPublicPage, throughCdn } from './support/public';
import { expectNoAxeViolations } from './support/axe';

/**
 * Drafts, preview and scheduled publishing of blog posts: a draft is invisible to visitors and
 * visible in preview (English and Arabic, never indexed nor cached, and only with a staff session);
 * a scheduled post appears on the public page at its time (scheduled publishing runs at each
 * minute's start: features/history/scheduled.ts).
 */

const api = (path: string) => `/api/${path}`;
/** Where the screenshots go when asked for (E2E_SHOTS=dir): the dialog and the preview bar. */
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png` });
}

async function createCategory(request: APIRequestContext, name: string): Promise<{ id: number }> {
  const response = await request.post(api(endpoints.blogCategories.path), {
    multipart: { name, imageDecorative: 'true', image: await imageUpload(`${name}.png`) },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function createPost(request: APIRequestContext, categoryId: number, fields: Record<string, string>) {
  const response = await request.post(api(endpoints.blogCategoryPosts(categoryId).path), {
    multipart: {
      teaser: 'Grades, moisture and storage.',
      body: 'The published text.',
      publishedAt: '2026-01-05',
      imageDecorative: 'true',
      image: await imageUpload('post.png'),
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

/** The row of the post titled exactly `title`. */
const postRow = (page: Page, title: string) =>
  page.getByTestId('blog-post-row').filter({ has: page.getByRole('button', { name: title, exact: true }) });
const label = (name: string) => new RegExp(`^${name}( \\*)?$`);

async function openCategory(page: Page, categoryId: number, name: string) {
  await page.goto(`${routes.admin.blogs}?category=${categoryId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A visitor: a browser without any cookie of the staff member's. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test('a draft is invisible to visitors and visible in preview, in English and Arabic, for staff only', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two languages, three browsers, a new post and an edit
  const name = uniqueName('Draft Notes', testInfo.project.name);
  const title = uniqueName('Cardamom Grades', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  const post = await createPost(page.request, category.id, { title, titleAr: 'درجات الهيل' });

  // Edit the published post and keep the changes as a draft.
  await openCategory(page, category.id, name);
  await postRow(page, title).getByRole('button', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel(label('Title')).fill(`${title} (draft)`);
  await edit.getByLabel(label('Article')).fill('## Draft heading\n\nThe text not published yet.');
  await edit.getByRole('button', { name: 'Show the Arabic translation' }).click();
  await edit.getByLabel('Title (Arabic)').fill('مسودة الهيل');
  await expect(edit.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
  await edit.getByRole('button', { name: 'Save as draft' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Draft saved. The website is unchanged until you publish it.')).toBeVisible();
  const row = postRow(page, title);
  await expect(row.getByText('Draft changes')).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: title, exact: true })).toBeVisible();

  // Reopened, the dialog shows the draft, and offers to publish or discard it.
  await row.getByRole('button', { name: title, exact: true }).click();
  await expect(edit.getByText('You are editing the draft.')).toBeVisible();
  await expect(edit.getByLabel(label('Title'))).toHaveValue(`${title} (draft)`);
  await edit.getByRole('button', { name: 'Show the Arabic translation' }).click();
  await expect(edit.getByLabel('Title (Arabic)')).toHaveValue('مسودة الهيل');
  await expect(edit.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const publishChanges = edit.getByRole('button', { name: 'Publish changes' });
  await expect(edit.getByRole('button', { name: 'Discard draft' })).toBeVisible();
  await publishChanges.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'post-dialog');
  await expectNoAxeViolations(page, 'dialog');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expectNoAxeViolations(page, 'main'); // the row's chips

  // A new post saved as a draft.
  const hidden = await createPost(page.request, category.id, {
    title: `${title} unpublished`,
    asDraft: '1',
  });

  // Visitors: the published post as it was; the new one does not exist.
  const guest = await visitor(browser);
  await guest.page.goto(routes.blogPost(post.id));
  await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(guest.page.getByText('The published text.')).toBeVisible();
  await expect(guest.page.getByTestId('preview-bar')).toHaveCount(0);
  expect((await guest.page.goto(routes.blogPost(hidden.id)))!.status()).toBe(404);
  await guest.close();

  // The row's eye: the public page with the draft, in a new tab.
  const [previewPage] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('button', { name: `Preview: ${title}` }).click(),
  ]);
  await previewPage.waitForLoadState();
  expect(new URL(previewPage.url()).pathname).toBe(routes.blogPost(post.id));
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(`${title} (draft)`);
  await expect(previewPage.getByRole('heading', { level: 2, name: 'Draft heading' })).toBeVisible();
  const bar = previewPage.getByTestId('preview-bar');
  await expect(bar).toContainText('Preview — not public');
  await expect(previewPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shot(previewPage, testInfo, 'preview-en');
  await expectNoAxeViolations(previewPage);

  // Never cached: the browser's own request (its cookies) gets a private, no-store answer.
  const answer = await previewPage.request.get(routes.blogPost(post.id));
  expect(answer.headers()['cache-control']).toMatch(/private/);
  expect(answer.headers()['cache-control']).toMatch(/no-store/);
  expect(await answer.text()).toContain(`${title} (draft)`);

  // Through the CDN (Varnish with deploy/varnish/default.vcl): passed on with its cookies, and
  // never kept for the visitors who come after.
  const cookieHeader = (await page.context().cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  for (let i = 0; i < 2; i++) {
    const viaCdn = await throughCdn(routes.blogPost(post.id), { cookie: cookieHeader });
    expect(viaCdn.body).toContain(`${title} (draft)`);
    expect(viaCdn.headers.get('x-cache')).toBe('MISS');
  }
  const visitorViaCdn = await throughCdn(routes.blogPost(post.id));
  expect(visitorViaCdn.status).toBe(200);
  expect(visitorViaCdn.body).not.toContain(`${title} (draft)`);

  // Arabic, through the preview route's own language.
  await previewPage.goto(`${api(endpoints.preview('blog-posts', post.id).path)}?locale=ar`);
  expect(new URL(previewPage.url()).pathname).toBe(routesFor('ar').blogPost(post.id));
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText('مسودة الهيل');
  await expect(bar).toContainText('معاينة — غير منشورة');
  await expect(previewPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shot(previewPage, testInfo, 'preview-ar');
  await expectNoAxeViolations(previewPage);

  // The unpublished post, in preview only.
  await previewPage.goto(routes.blogPost(hidden.id));
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(`${title} unpublished`);
  await expect(bar).toBeVisible();

  // The preview's cookies (Next's draft mode, ours) without a staff session show visitors' pages:
  // copied to another browser…
  const previewCookies = (await page.context().cookies()).filter((cookie) =>
    ['__prerender_bypass', 'kinglife_preview_item'].includes(cookie.name),
  );
  expect(previewCookies).toHaveLength(2);
  const copied = await visitor(browser);
  await copied.page.context().addCookies(previewCookies);
  await copied.page.goto(routes.blogPost(post.id));
  await expect(copied.page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(copied.page.getByTestId('preview-bar')).toHaveCount(0);
  expect((await copied.page.goto(routes.blogPost(hidden.id)))!.status()).toBe(404);
  await copied.close();

  // …and in the staff member's browser once signed out.
  await previewPage.goto(routes.blogPost(post.id));
  await expect(bar).toBeVisible();
  await previewPage.getByRole('link', { name: 'Leave preview' }).click();
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(bar).toHaveCount(0);
  await previewPage.close();
  // Preview on again in the staff browser, then the staff member signs out: the page is visitors'.
  const again = await page.request.get(api(endpoints.preview('blog-posts', post.id).path), {
    maxRedirects: 0,
  });
  expect(again.status()).toBe(307);
  expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(true);
  const signOut = await page.request.post(api(endpoints.logout.path), {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signOut.status()).toBe(200);
  await page.goto(routes.blogPost(post.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
  expect((await page.request.get(routes.blogPost(hidden.id))).status()).toBe(404);

  // Signed in again, "Publish changes": the public page follows at once.
  await openAdminAs(page, `${routes.admin.blogs}?category=${category.id}`);
  await postRow(page, title).getByRole('button', { name: title, exact: true }).click();
  await edit.getByRole('button', { name: 'Publish changes' }).click();
  await expect(edit).toBeHidden();
  await expect(postRow(page, `${title} (draft)`).getByText('Draft changes')).toHaveCount(0);
  const reader = await visitor(browser);
  await expectOnPublicPage(reader.page, routes.blogPost(post.id), async () => {
    await expect(reader.page.getByRole('heading', { level: 1 })).toHaveText(`${title} (draft)`);
  });
  await reader.close();
});

// The scheduler is the server's: one width is enough (the layout gate lays the screens out at 375).
test('a scheduled post appears on the public page and in the sitemap at its time @desktop', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000); // the schedule is the next whole minute at least 20 s away
  const name = uniqueName('Schedule Notes', testInfo.project.name);
  const title = uniqueName('Saffron Harvest', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  await openCategory(page, category.id, name);

  await page.getByRole('button', { name: 'Create Post' }).click();
  const add = page.getByRole('dialog', { name: 'Add Title' });
  await add.getByLabel(label('Title')).fill(title);
  await add.getByLabel(label('Description')).fill('Picked at dawn, dried the same day.');
  await add.getByLabel(label('Article')).fill('The harvest.');
  await add.getByLabel(label('Image')).setInputFiles(await imageUpload('saffron.png'));
  await describePicture(add, 'Image');
  // The dialog's field is to the minute, in Dubai time.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  await add.getByLabel('Publish at (Dubai time)', { exact: true }).fill(dubaiInputValue(at.toISOString()));
  await expect(add.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
  await shot(page, testInfo, 'post-dialog-schedule');
  await add.getByRole('button', { name: 'Schedule' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(/^Scheduled: it goes on the website on /)).toBeVisible();
  const row = postRow(page, title);
  await expect(row.getByText(/^Scheduled for .+ \(Dubai\)$/)).toBeVisible();
  await expect(row.getByText('Unpublished', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'post-row-scheduled');

  const listed = await page.request.get(api(endpoints.blogCategoryPosts(category.id).path));
  const { items } = (await listed.json()) as { items: { id: number; title: string; publishAt: string }[] };
  const created = items.find((item) => item.title === title)!;
  expect(Date.parse(created.publishAt)).toBe(at.getTime()); // stored in UTC
  const id = created.id;

  // And a published post whose draft is scheduled for the same time, its page already kept by
  // the server's cache (the background work must expire it, outside any request).
  const live = await createPost(page.request, category.id, { title: `${title} live` });
  const drafted = await page.request.patch(api(endpoints.blogPost(live.id).path), {
    multipart: {
      asDraft: '1',
      title: `${title} live, revised`,
      teaser: 'Grades, moisture and storage.',
      body: 'The revised text.',
      publishedAt: '2026-01-05',
      publishAt: dubaiInputValue(at.toISOString()),
      imageDecorative: 'true',
    },
  });
  expect(drafted.status()).toBe(200);

  const guest = await visitor(browser);
  expect((await guest.page.goto(routes.blogPost(id)))!.status()).toBe(404);
  // Once kept, only the scheduled publishing can make the server render it again.
  await guest.page.goto(routes.blogPost(live.id));
  await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(`${title} live`);
  // Another test's blog save running at the same time may expire it once more: ask until it is kept.
  await expect
    .poll(async () => (await guest.page.request.get(routes.blogPost(live.id))).headers()['x-nextjs-cache'], {
      timeout: 10_000,
    })
    .toBe('HIT');
  expect(Date.now()).toBeLessThan(at.getTime());

  // At its time (and a worker's run after it) the visitor's page is there, and so is the sitemap entry.
  await expect
    .poll(async () => (await guest.page.request.get(routes.blogPost(id))).status(), {
      timeout: at.getTime() - Date.now() + 30_000,
      intervals: [1000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expectOnPublicPage(guest.page, routes.blogPost(id), async () => {
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
  await expect
    .poll(async () => (await guest.page.request.get('/sitemap.xml')).text(), { timeout: 12_000 })
    .toContain(routes.blogPost(id));
  await expectOnPublicPage(guest.page, routes.blogPost(live.id), async () => {
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(`${title} live, revised`);
  });
  await guest.close();

  await page.reload();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Scheduled for/)).toHaveCount(0);
});
