import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { minimalPdf } from '../test/documents';
import { endpoints } from '../lib/api/contract';
import { routes } from '../lib/routing/routes';
import { moveAndSave, openAdminAs } from './support/admin';
import { withE2eDb } from './support/db';
import { imageUpload, uniqueName, describePicture } from './support/images';
import { fileChoosers } from './support/fileChooser';
import { expectOnPublicPage } from './support/public';

// ------------------------------------------------------------------ helpers

const api = (path: string) => `/api/${path}`;

interface Created {
  id: number;
  slug: string;
  name: string;
}

/** A category made through the API (for tests that are not about creating one). */
async function createCategory(request: APIRequestContext, name: string): Promise<Created> {
  const response = await request.post(api(endpoints.blogCategories.path), {
    multipart: { name, imageDecorative: 'true', image: await imageUpload(`${name}.png`) },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function createPost(request: APIRequestContext, categoryId: number, title: string, body = 'Text.') {
  const response = await request.post(api(endpoints.blogCategoryPosts(categoryId).path), {
    multipart: {
      title,
      teaser: `About ${title}.`,
      body,
      publishedAt: '2026-01-05',
      imageDecorative: 'true',
      image: await imageUpload('post.png'),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

const categoryRow = (page: Page, name: string) =>
  page.getByTestId('blog-category-row').filter({ hasText: name });
const postRow = (page: Page, title: string) => page.getByTestId('blog-post-row').filter({ hasText: title });
/** A field's label, with or without the required asterisk. */
const label = (name: string) => new RegExp(`^${name}( \\*)?$`);
const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

async function openCategory(page: Page, name: string) {
  await categoryRow(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The live preview: beside the text on wide screens, behind the 'Preview' tab on small ones. */
async function preview(dialog: Locator, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return dialog.getByRole('region', { name: 'Preview' });
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  return dialog.getByRole('tabpanel', { name: 'Preview' });
}

async function backToWrite(dialog: Locator, testInfo: TestInfo) {
  if (isMobile(testInfo)) await dialog.getByRole('tab', { name: 'Write' }).click();
}

/** Polls a public URL until it answers `status` (a staff change shows on the next request). */
async function expectStatus(request: APIRequestContext, url: string, status: number) {
  await expect.poll(async () => (await request.get(url)).status(), { timeout: 12_000 }).toBe(status);
}

async function confirmDeletion(page: Page, message: string) {
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

const MARKDOWN = [
  'Shade drying keeps **moringa** green and *fragrant*.',
  '## Drying steps',
  '- Wash the leaves\n- Dry them in the shade',
  'Read [the FAO guide](https://www.fao.org/home/en) before you start.',
].join('\n\n');

// ------------------------------------------------------------------ tests

test('a category and a Markdown post are created; the article shows real headings, lists, emphasis and links; Unpublish → 404', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Herbal Teas', testInfo.project.name);
  const title = uniqueName('Drying Moringa', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(categoryRow(page, 'Perfumes').getByText('4 posts')).toBeVisible();

  // 'Add Blog Category': Save waits for a name and an image.
  await page.getByRole('button', { name: 'Create New' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Blog Category' });
  const save = addCategory.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await addCategory.getByLabel('Category Name').fill(name);
  await expect(save).toBeDisabled();
  await addCategory.getByLabel('Category Image').setInputFiles(await imageUpload('teas.png'));
  await describePicture(addCategory, 'Category Image');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(addCategory).toBeHidden();
  await expect(page.getByText('Category created.')).toBeVisible();
  await expect(categoryRow(page, name).getByText('0 posts')).toBeVisible();

  // Its detail: the same page with ?category=, the empty text, the back link.
  await openCategory(page, name);
  expect(new URL(page.url()).pathname).toBe(routes.admin.blogs);
  const categoryId = Number(new URL(page.url()).searchParams.get('category'));
  await expect(page.getByText('No posts in this category yet.')).toBeVisible();

  // 'Add Title': the article in Markdown, previewed as the public page will show it.
  await page.getByRole('button', { name: 'Create Post' }).click();
  const addPost = page.getByRole('dialog', { name: 'Add Title' });
  const add = addPost.getByRole('button', { name: 'Add' });
  await expect(add).toBeDisabled();
  await addPost.getByLabel(label('Title')).fill(title);
  await addPost.getByLabel(label('Description')).fill('How to keep the colour and the aroma.');
  await addPost.getByLabel(label('Article')).fill(MARKDOWN);
  const shown = await preview(addPost, testInfo);
  await expect(shown.getByRole('heading', { name: 'Drying steps' })).toBeVisible();
  await expect(shown.getByRole('listitem')).toHaveText(['Wash the leaves', 'Dry them in the shade']);
  await expect(shown.locator('strong')).toHaveText('moringa');
  await expect(shown.getByRole('link', { name: 'the FAO guide' })).toHaveAttribute(
    'href',
    'https://www.fao.org/home/en',
  );
  await backToWrite(addPost, testInfo);
  await expect(add).toBeDisabled(); // no image yet
  await addPost.getByLabel(label('Image')).setInputFiles(await imageUpload('moringa.png'));
  await describePicture(addPost, 'Image');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(addPost).toBeHidden();
  await expect(page.getByText('Post published: it is on the website now.')).toBeVisible();
  await expect(page.getByText('1 post', { exact: true })).toBeVisible();

  const row = postRow(page, title);
  await expect(row.getByText('How to keep the colour and the aroma.')).toBeVisible();
  const href = await row.getByRole('link', { name: `View on website: ${title}` }).getAttribute('href');
  const postId = Number(href!.split('/').pop());
  expect(href).toBe(routes.blogPost(postId));

  // The public article renders on its first request, the Markdown as real elements.
  const publicPage = await page.context().newPage();
  const response = await publicPage.goto(routes.blogPost(postId));
  expect(response?.status()).toBe(200);
  const article = publicPage.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByRole('heading', { level: 2, name: 'Drying steps' })).toBeVisible();
  await expect(article.getByRole('list').last().getByRole('listitem')).toHaveText([
    'Wash the leaves',
    'Dry them in the shade',
  ]);
  await expect(article.locator('strong')).toHaveText('moringa');
  await expect(article.locator('em')).toHaveText('fragrant');
  const link = article.getByRole('link', { name: 'the FAO guide' });
  await expect(link).toHaveAttribute('href', 'https://www.fao.org/home/en');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByText('**')).toHaveCount(0);
  await expect(article.getByRole('link', { name })).toHaveAttribute('href', /\/blogPage\?category=/);

  // The blog page and the sitemap list it at once.
  const { slug } = await (await page.request.get(api(endpoints.blogCategory(categoryId).path))).json();
  await expectOnPublicPage(publicPage, routes.blog(slug), () =>
    expect(publicPage.getByRole('link', { name: title })).toBeVisible(),
  );
  await expect
    .poll(async () => (await page.request.get(routes.sitemap)).text(), { timeout: 12_000 })
    .toContain(routes.blogPost(postId));

  // Unpublish: the article is gone (404 'Blog not found'), from the listing and the sitemap too.
  await row.getByRole('button', { name: `Unpublish: ${title}` }).click();
  await expect(row.getByText('Unpublished')).toBeVisible();
  await expect(page.getByText('Unpublished: it is no longer on the website.')).toBeVisible();
  await expectStatus(page.request, routes.blogPost(postId), 404);
  await publicPage.goto(routes.blogPost(postId));
  await expect(publicPage.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  await expectOnPublicPage(publicPage, routes.blog(slug), () =>
    expect(publicPage.getByRole('link', { name: title })).toHaveCount(0),
  );
  expect(await (await page.request.get(routes.sitemap)).text()).not.toContain(routes.blogPost(postId));

  // Publish again: back.
  await row.getByRole('button', { name: `Publish: ${title}` }).click();
  await expectStatus(page.request, routes.blogPost(postId), 200);
});

test('editing a post (click its title) changes the article; More Insights follows; delete after confirmation → 404', async ({
  page,
}, testInfo) => {
  test.slow(); // edits, two public pages, a delete and its 404: over 20 s at 1280 px on this machine
  const name = uniqueName('Spice Notes', testInfo.project.name);
  const title = uniqueName('Cumin Grades', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  const post = await createPost(page.request, category.id, title, '## Old heading\n\nOld text.');
  const publicPage = await page.context().newPage();
  await publicPage.goto(routes.blogPost(post.id));
  await expect(publicPage.getByRole('heading', { level: 2, name: 'Old heading' })).toBeVisible();
  const insights = publicPage.getByRole('region', { name: 'More Insights' });
  await expect(insights.getByRole('link', { name: /^Read article/ }).first()).toBeAttached();

  // A second post in the category shows in the first one's 'More Insights' at once.
  const other = await createPost(page.request, category.id, `${title} (whole seed)`);
  await expectOnPublicPage(publicPage, routes.blogPost(post.id), () =>
    expect(insights.locator(`a[href="${routes.blogPost(other.id)}"]`).first()).toBeAttached(),
  );

  await page.reload();
  await openCategory(page, name);
  await postRow(page, title).getByRole('button', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel(label('Title'))).toHaveValue(title);
  await expect(edit.getByLabel(label('Article'))).toHaveValue('## Old heading\n\nOld text.');
  await expect(edit.getByText('Current image')).toBeVisible();
  await edit.getByLabel(label('Title')).fill(`${title} revised`);
  await edit.getByLabel(label('Article')).fill('## New heading\n\n1. first\n2. second');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(postRow(page, `${title} revised`)).toBeVisible();
  await expectOnPublicPage(publicPage, routes.blogPost(post.id), async () => {
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(`${title} revised`);
    await expect(publicPage.getByRole('heading', { level: 2, name: 'New heading' })).toBeVisible();
  });
  await expect(publicPage.getByRole('article').getByRole('list').last().getByRole('listitem')).toHaveText([
    'first',
    'second',
  ]);
  await expect(publicPage.getByRole('heading', { name: 'Old heading' })).toHaveCount(0);

  // Delete, after the spec's confirmation.
  await postRow(page, `${title} revised`)
    .getByRole('button', { name: `Delete: ${title} revised` })
    .click();
  await confirmDeletion(page, 'Post has been deleted.');
  await expect(postRow(page, `${title} revised`)).toHaveCount(0);
  await expectStatus(page.request, routes.blogPost(post.id), 404);
  await expectOnPublicPage(publicPage, routes.blogPost(other.id), () =>
    expect(insights.locator(`a[href="${routes.blogPost(post.id)}"]`)).toHaveCount(0),
  );
});

test('HTML typed into the title, teaser and article shows as text and runs nothing @desktop', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Script Check', testInfo.project.name);
  const title = `<script>window.__xss = 1</script> ${uniqueName('Tags', testInfo.project.name)}`;
  const teaser = '<img src=x onerror="window.__xss = 1"> teaser';
  const body = [
    '<script>window.__xss = 1</script>',
    'Before <img src=x onerror="window.__xss = 1"> after.',
    '<img src="x" onerror="alert(1)">',
    '[click](javascript:window.__xss=1)',
  ].join('\n\n');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  await page.goto(`${routes.admin.blogs}?category=${category.id}`);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const addPost = page.getByRole('dialog', { name: 'Add Title' });
  await addPost.getByLabel(label('Title')).fill(title);
  await addPost.getByLabel(label('Description')).fill(teaser);
  await addPost.getByLabel(label('Article')).fill(body);
  const shown = addPost.getByRole('region', { name: 'Preview' });
  await expect(shown).toContainText('Before');
  await expect(shown.locator('img, script')).toHaveCount(0);
  await expect(shown.getByRole('link')).toHaveCount(0);
  await addPost.getByLabel(label('Image')).setInputFiles(await imageUpload('x.png'));
  await describePicture(addPost, 'Image');
  await addPost.getByRole('button', { name: 'Add' }).click();
  await expect(addPost).toBeHidden();
  const row = postRow(page, 'Tags');
  await expect(row.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expect(row.getByText(teaser)).toBeVisible();
  const href = await row.getByRole('link', { name: /^View on website/ }).getAttribute('href');

  const publicPage = await page.context().newPage();
  publicPage.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await publicPage.goto(href!);
  const article = publicPage.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByText(teaser)).toBeVisible();
  await expect(article).toContainText('Before');
  await expect(article.locator('img[onerror], img[src="x"], a[href^="javascript"]')).toHaveCount(0);
  await publicPage.waitForLoadState('load');
  expect(await publicPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the spec’s alerts and disabled states: Save, Add, Empty Field, wrong file type, Image Preview @desktop', async ({
  page,
}, testInfo) => {
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, uniqueName('Alert Checks', testInfo.project.name));

  await page.getByRole('button', { name: 'Create New' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Blog Category' });
  const save = addCategory.getByRole('button', { name: 'Save', exact: true });
  await addCategory.getByLabel('Category Image').setInputFiles(await imageUpload('c.gif', 'gif'));
  await describePicture(addCategory, 'Category Image');
  await expect(addCategory.getByText('c.gif')).toBeVisible();
  await expect(save).toBeDisabled(); // no name
  await addCategory.getByRole('button', { name: 'Preview Image' }).click();
  const imagePreview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(imagePreview.getByRole('img')).toBeVisible();
  await imagePreview.getByRole('button', { name: 'Close' }).click();
  await addCategory.getByLabel('Category Name').fill('   ');
  await expect(save).toBeEnabled();
  await save.click();
  const alert = page.getByRole('dialog', { name: 'Empty Field' });
  await expect(alert.getByText('Category name cannot be empty.')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(addCategory).toBeVisible();
  // A PDF is not an image: the chooser is cleared and says why.
  await addCategory
    .getByLabel('Category Image')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(addCategory.getByText('Please upload a JPEG, PNG, WebP or GIF image.')).toBeVisible();
  await expect(addCategory.getByText('No file chosen')).toBeVisible();
  await expect(save).toBeDisabled();
  await addCategory.getByRole('button', { name: 'Cancel' }).click();
  await expect(addCategory).toBeHidden();

  await page.goto(`${routes.admin.blogs}?category=${category.id}`);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const addPost = page.getByRole('dialog', { name: 'Add Title' });
  const add = addPost.getByRole('button', { name: 'Add' });
  await addPost.getByLabel(label('Description')).fill('A teaser.');
  await addPost.getByLabel(label('Article')).fill('Some text.');
  await addPost.getByLabel(label('Image')).setInputFiles(await imageUpload('p.webp', 'webp'));
  await describePicture(addPost, 'Image');
  await expect(add).toBeDisabled(); // no title
  await addPost.getByLabel(label('Title')).fill('  ');
  await expect(add).toBeEnabled();
  await addPost.getByLabel(label('Article')).fill('   ');
  await expect(add).toBeDisabled(); // blank article
  await addPost.getByLabel(label('Article')).fill('Some text.');
  await add.click();
  const postAlert = page.getByRole('dialog', { name: 'Empty Field' });
  await expect(postAlert.getByText('Post title cannot be empty.')).toBeVisible();
  await postAlert.getByRole('button', { name: 'OK' }).click();
  await expect(addPost).toBeVisible();
  await addPost.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No posts in this category yet.')).toBeVisible();
});

test('editing a category renames it on the blog page and in its articles; the image stays unless replaced @desktop', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Renamed', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  const post = await createPost(
    page.request,
    category.id,
    uniqueName('Under a new name', testInfo.project.name),
  );
  const publicPage = await page.context().newPage();
  await publicPage.goto(routes.blogPost(post.id));
  await expect(publicPage.getByRole('article').getByRole('link', { name })).toBeVisible();

  await page.reload();
  await categoryRow(page, name)
    .getByRole('button', { name: `Edit: ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog Category' });
  await expect(edit.getByLabel('Category Name')).toHaveValue(name);
  await expect(edit.getByText('Current image')).toBeVisible();
  await edit.getByLabel('Category Name').fill(`${name} Teas`);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(categoryRow(page, `${name} Teas`).getByText('1 post', { exact: true })).toBeVisible();
  await expectOnPublicPage(publicPage, routes.blogPost(post.id), () =>
    expect(publicPage.getByRole('article').getByRole('link', { name: `${name} Teas` })).toBeVisible(),
  );
  await expectOnPublicPage(publicPage, routes.blog(category.slug), () =>
    expect(publicPage.getByRole('heading', { level: 2, name: `${name} Teas` })).toBeVisible(),
  );

  // From its detail too: the heading follows.
  await openCategory(page, `${name} Teas`);
  await page.getByRole('button', { name: `Edit category: ${name} Teas` }).click();
  await edit.getByLabel('Category Name').fill(`${name} Infusions`);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Infusions` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`${name} Infusions`);
});

test('a category with posts is not deleted; deleting the open category returns to the list; reload and Back keep the place', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Doomed', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  const post = await createPost(page.request, category.id, uniqueName('Last post', testInfo.project.name));
  await page.reload();
  await openCategory(page, name);

  // Reload and Back work: the detail is in the URL.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: `Delete category: ${name}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, delete it!' })
    .click();
  await expect(
    page.getByText('This category still holds 1 post. Delete it first, then the category.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await postRow(page, post.title)
    .getByRole('button', { name: `Delete: ${post.title}` })
    .click();
  await confirmDeletion(page, 'Post has been deleted.');
  await expect(page.getByText('No posts in this category yet.')).toBeVisible();

  await page.getByRole('button', { name: `Delete category: ${name}` }).click();
  await confirmDeletion(page, 'Category has been deleted.');
  await expect(page).toHaveURL(routes.admin.blogs);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(categoryRow(page, name)).toHaveCount(0);
  await expect(categoryRow(page, 'Perfumes')).toBeVisible();
  await expectOnPublicPage(page, routes.blog(category.slug), () =>
    expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0),
  );
});

test('a category’s posts come a page at a time; the page is in the URL @desktop', async ({
  page,
}, testInfo) => {
  const name = uniqueName('Paged', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, name);
  await withE2eDb((db) =>
    db.query(
      `INSERT INTO blog_posts (category_id, title, teaser, body, image, published_at)
       SELECT $1, 'Paged post ' || n, 'Teaser ' || n, 'Body ' || n,
              '{"src": "/artwork/blog/1.svg", "alt": "Frozen peas"}'::jsonb, DATE '2025-01-01' + n
       FROM generate_series(1, 12) AS n`,
      [category.id],
    ),
  );
  await page.reload();
  await expect(categoryRow(page, name).getByText('12 posts')).toBeVisible();
  await openCategory(page, name);
  const rows = page.getByTestId('blog-post-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('Paged post 12'); // newest first
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.id}&page=2$`));
  await expect(rows).toHaveCount(2);
  await expect(rows).toContainText(['Paged post 2', 'Paged post 1']);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.goBack();
  await expect(rows).toHaveCount(10);

  // Once page 2's posts are deleted, the screen goes back to the last page there is.
  await page.goForward();
  // Page 2's rows as they are drawn again, not the first page's still on screen.
  await expect(rows).toHaveCount(2);
  for (const title of ['Paged post 2', 'Paged post 1']) {
    await postRow(page, title)
      .getByRole('button', { name: `Delete: ${title}` })
      .click();
    await confirmDeletion(page, 'Post has been deleted.');
  }
  await expect(page).toHaveURL(new RegExp(`category=${category.id}$`));
  await expect(rows).toHaveCount(10);
  await expect(pages).toHaveCount(0);
});

test('categories are put in order with Move up / Move down, and the blog page follows @desktop', async ({
  page,
}, testInfo) => {
  const first = uniqueName('Order A', testInfo.project.name);
  const second = uniqueName('Order B', testInfo.project.name);
  await openAdminAs(page, routes.admin.blogs);
  const a = await createCategory(page.request, first);
  await createCategory(page.request, second);
  await page.reload();
  const names = () => page.getByTestId('blog-category-row').getByRole('link').allTextContents();
  await expect(categoryRow(page, second)).toBeVisible();
  expect((await names()).slice(0, 4)).toEqual([
    'Frozen Fruits and Vegetables',
    'Perfumes',
    'Wellness Capsules',
    'Cattle Feeds',
  ]);
  await expect(
    categoryRow(page, 'Frozen Fruits and Vegetables').getByRole('button', { name: /Move .* up/ }),
  ).toBeDisabled();

  // From the keyboard: A goes down past B, and the focus stays on the button pressed.
  const down = page.getByRole('button', { name: `Move ${first} down` });
  while ((await names()).indexOf(first) < (await names()).indexOf(second)) {
    await down.focus();
    await moveAndSave(page, () => page.keyboard.press('Enter'));
    await expect(page.getByText('New order saved.').first()).toBeVisible();
  }
  await expect(
    page.getByRole('button', { name: new RegExp(`^Move ${first} (down|up)$`) }).and(page.locator(':focus')),
  ).toHaveCount(1);
  const publicPage = await page.context().newPage();
  await expectOnPublicPage(publicPage, routes.blog(a.slug), async () => {
    const order = await publicPage
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button')
      .allTextContents();
    expect(order.findIndex((t) => t.startsWith(second))).toBeLessThan(
      order.findIndex((t) => t.startsWith(first)),
    );
  });

  await moveAndSave(page, () => page.getByRole('button', { name: `Move ${first} up` }).click());
  await expect.poll(async () => (await names()).indexOf(first) < (await names()).indexOf(second)).toBe(true);
  await page.reload();
  await expect.poll(async () => (await names()).indexOf(first) < (await names()).indexOf(second)).toBe(true);

  // Deleted from the list, after the confirmation.
  for (const name of [first, second]) {
    await categoryRow(page, name)
      .getByRole('button', { name: `Delete: ${name}` })
      .click();
    await confirmDeletion(page, 'Category has been deleted.');
    await expect(categoryRow(page, name)).toHaveCount(0);
  }
  await expect
    .poll(async () => (await names()).slice(0, 4))
    .toEqual(['Frozen Fruits and Vegetables', 'Perfumes', 'Wellness Capsules', 'Cattle Feeds']);
});

/**
 * Presses Tab until `target` has the focus; the focus never leaves `dialog` on the way. A date-time
 * field (Publish at, Unpublish at) is several stops: one per part of the date and time.
 */
async function tabTo(page: Page, dialog: Locator, target: Locator, max = 24) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(target).toBeFocused();
}

/** Opens the focused file input with the keyboard and picks `file` in the chooser. */
async function chooseWithKeyboard(
  page: Page,
  choosers: ReturnType<typeof fileChoosers>,
  file: Awaited<ReturnType<typeof imageUpload>>,
) {
  await page.keyboard.press('Space');
  await (await choosers.next()).setFiles(file);
}

test('the blog dialogs work from the keyboard alone @desktop', async ({ page }, testInfo) => {
  const name = uniqueName('Keyboard', testInfo.project.name);
  const title = uniqueName('Typed post', testInfo.project.name);
  const choosers = fileChoosers(page);
  await openAdminAs(page, routes.admin.blogs);
  const create = page.getByRole('button', { name: 'Create New' });
  await create.focus();
  await page.keyboard.press('Enter');
  const addCategory = page.getByRole('dialog', { name: 'Add Blog Category' });
  await expect(addCategory).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(addCategory).toBeHidden();
  await expect(create).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, addCategory, addCategory.getByLabel('Category Name'));
  await page.keyboard.type(name);
  await tabTo(page, addCategory, addCategory.getByLabel('Category Image'));
  await chooseWithKeyboard(page, choosers, await imageUpload('keys.png'));
  // The picture's alt texts, typed too (both required unless it is marked decorative).
  await tabTo(page, addCategory, addCategory.getByLabel(/^Alt text( \*)?$/));
  await page.keyboard.type('Tea leaves in a glass jar');
  await tabTo(page, addCategory, addCategory.getByLabel(/^Alt text \(Arabic\)( \*)?$/));
  await page.keyboard.type('أوراق شاي في برطمان زجاجي');
  await tabTo(page, addCategory, addCategory.getByRole('button', { name: 'Preview Image' }));
  await page.keyboard.press('Enter');
  const imagePreview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(imagePreview.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(imagePreview).toBeHidden();
  await tabTo(page, addCategory, addCategory.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(addCategory).toBeHidden();
  await categoryRow(page, name).getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const createPost = page.getByRole('button', { name: 'Create Post' });
  await createPost.focus();
  await page.keyboard.press('Enter');
  const addPost = page.getByRole('dialog', { name: 'Add Title' });
  await tabTo(page, addPost, addPost.getByLabel(label('Title')));
  await page.keyboard.type(title);
  await tabTo(page, addPost, addPost.getByLabel(label('Description')));
  await page.keyboard.type('Typed without a mouse.');
  await tabTo(page, addPost, addPost.getByLabel(label('Article')));
  await page.keyboard.type('## Typed\n\nBy keyboard.');
  await expect(
    addPost.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Typed' }),
  ).toBeVisible();
  await tabTo(page, addPost, addPost.getByRole('region', { name: 'Preview' }));
  await tabTo(page, addPost, addPost.getByLabel(label('Image')));
  await chooseWithKeyboard(page, choosers, await imageUpload('typed.png'));
  // The picture's alt texts, typed too (both required unless it is marked decorative).
  await tabTo(page, addPost, addPost.getByLabel(/^Alt text( \*)?$/));
  await page.keyboard.type('Tea leaves in a glass jar');
  await tabTo(page, addPost, addPost.getByLabel(/^Alt text \(Arabic\)( \*)?$/));
  await page.keyboard.type('أوراق شاي في برطمان زجاجي');
  await tabTo(page, addPost, addPost.getByRole('button', { name: 'Add' }));
  await page.keyboard.press('Enter');
  await expect(addPost).toBeHidden();
  await expect(postRow(page, title)).toBeVisible();
  await expect(createPost).toBeFocused();
});

test('on a phone the article editor is two tabs, Write and Preview, usable with the arrow keys @mobile', async ({
  page,
}, testInfo) => {
  await openAdminAs(page, routes.admin.blogs);
  const category = await createCategory(page.request, uniqueName('Tabs', testInfo.project.name));
  await page.goto(`${routes.admin.blogs}?category=${category.id}`);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const addPost = page.getByRole('dialog', { name: 'Add Title' });
  await addPost.getByLabel(label('Article')).fill('- one\n- two');
  const write = addPost.getByRole('tab', { name: 'Write' });
  const previewTab = addPost.getByRole('tab', { name: 'Preview' });
  await expect(write).toHaveAttribute('aria-selected', 'true');
  await expect(addPost.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await write.focus();
  await page.keyboard.press('ArrowRight');
  await expect(previewTab).toBeFocused();
  await expect(previewTab).toHaveAttribute('aria-selected', 'true');
  await expect(addPost.getByLabel(label('Article'))).toBeHidden();
  await expect(addPost.getByRole('tabpanel', { name: 'Preview' }).getByRole('listitem')).toHaveText([
    'one',
    'two',
  ]);
  await page.keyboard.press('ArrowLeft');
  await expect(write).toBeFocused();
  await expect(addPost.getByLabel(label('Article'))).toBeVisible();
  await expect(addPost.getByLabel(label('Article'))).toHaveValue('- one\n- two');
});
