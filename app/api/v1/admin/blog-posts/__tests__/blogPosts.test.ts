import { eq } from 'drizzle-orm';
import {
  adminTestBed,
  call,
  imageFile,
  expectRetired,
  expectFieldErrors,
  jsonOf,
  IMAGE_ALTS,
} from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getBlogPost, listBlogCategoriesWithPosts, listBlogPostIds } from '@/features/blog/published';
import { blogPosts, uploadedFiles } from '@/lib/db/schema';
import { GET as POSTS, POST as CREATE } from '../../blog-categories/[id]/posts/route';
import { GET as CATEGORY } from '../../blog-categories/[id]/route';
import { DELETE, PATCH } from '../[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';

const bed = adminTestBed();

const categoryUrl = (id: number | string) => `/api/v1/admin/blog-categories/${id}`;

const BODY = [
  'Why **moisture** matters.',
  '## Storage',
  '- Keep it *dry*\n- Keep it cool',
  'See [the guide](https://example.com/guide).',
].join('\n\n');

type Form = Record<string, string | File | undefined>;

async function validPost(overrides: Form = {}): Promise<Form> {
  return {
    title: 'Drying Moringa Leaves',
    teaser: 'Shade drying keeps the colour.',
    body: BODY,
    publishedAt: '2026-02-10',
    ...IMAGE_ALTS,
    image: await imageFile('moringa.png'),
    ...overrides,
  };
}

function list(categoryId: number | string, query = '') {
  return call(POSTS, bed.staff.request('GET', `${categoryUrl(categoryId)}/posts${query}`), {
    id: categoryId,
  });
}

function create(categoryId: number | string, form: Form) {
  return call(CREATE, bed.staff.request('POST', `${categoryUrl(categoryId)}/posts`, { form }), {
    id: categoryId,
  });
}

const { patch, publish, remove } = bed.calls('/api/v1/admin/blog-posts', 'form', { PATCH, PUBLISH, DELETE });

async function createdPost(categoryId: number, overrides: Form = {}) {
  const response = await create(categoryId, await validPost(overrides));
  expect(response.status).toBe(201);
  expiredOutsideNext.length = 0;
  return response.json();
}

describe('a category’s posts, a page at a time', () => {
  it('lists them newest first with the total, one page at a time', async () => {
    const first = await list(1, '?page=1&pageSize=4');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page1 = await first.json();
    expect(page1).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(page1.items.map((p: { id: number }) => p.id)).toEqual([6, 5, 4, 3]);
    expect(page1.items[0]).toMatchObject({ categoryId: 1, published: true, publishedAt: '2024-09-17' });
    expect(page1.items[0].body).toContain('## ');

    const page2 = await (await list(1, '?page=2&pageSize=4')).json();
    expect(page2).toMatchObject({ page: 2, total: 6 });
    expect(page2.items.map((p: { id: number }) => p.id)).toEqual([2, 1]);
  });

  it('falls back to page 1 of 20 for a malformed query, and answers 404 for an unknown category', async () => {
    const page = await (await list(4, '?page=abc&pageSize=0')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(page.items.map((p: { id: number }) => p.id)).toEqual([19, 18, 17, 16, 15]);
    expect((await list(9999)).status).toBe(404);
    expect((await list('abc')).status).toBe(404);
  });
});

describe('creating a post', () => {
  it('checks every field: the spec’s title message, teaser, body, date, image and the lengths', async () => {
    const blank = await create(2, { title: '   ', teaser: ' ', body: '\n\n', publishedAt: 'tomorrow' });
    await expectFieldErrors(blank, {
      title: 'Post title cannot be empty.',
      teaser: 'Please enter a description.',
      body: 'Please write the article.',
      publishedAt: 'Please enter a valid date.',
      image: 'Please choose an image.',
    });
    const long = await create(
      2,
      await validPost({ title: 'x'.repeat(161), teaser: 'x'.repeat(601), body: 'x'.repeat(100_001) }),
    );
    await expectFieldErrors(long, {
      title: 'At most 160 characters.',
      teaser: 'At most 600 characters.',
      body: 'At most 100000 characters.',
    });
    const badDate = await create(2, await validPost({ publishedAt: '2026-13-01' }));
    expect((await badDate.json()).fields).toEqual({ publishedAt: 'Please enter a valid date.' });
    expect(await bed.testDb.db.select().from(blogPosts).where(eq(blogPosts.categoryId, 2))).toHaveLength(4);
  });

  it('judges the image by its bytes: a GIF is accepted, a PDF named .png is refused', async () => {
    const pdf = new File([new Uint8Array(minimalPdf())], 'photo.png', { type: 'image/png' });
    const refused = await create(2, await validPost({ image: pdf }));
    await expectFieldErrors(refused, { image: 'Please upload a JPEG, PNG, WebP or GIF image.' });

    const gif = await create(2, await validPost({ image: await imageFile('loop.gif', 'gif') }));
    const post = await jsonOf(gif, 201);
    expect(post.image.src).toMatch(/^\/media\/public\/[0-9a-f-]{36}\.gif$/);
    const [file] = await bed.testDb.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, post.image.src.slice('/media/'.length)));
    expect(file).toMatchObject({ mimeType: 'image/gif', isPublic: true });
  });

  it('stores the post published, with its Markdown as typed, and the public pages read it at once', async () => {
    const response = await create(3, await validPost({ title: '  Drying Moringa Leaves ' }));
    const post = await jsonOf(response, 201);
    expect(post).toMatchObject({
      categoryId: 3,
      title: 'Drying Moringa Leaves',
      teaser: 'Shade drying keeps the colour.',
      body: BODY,
      publishedAt: '2026-02-10',
      published: true,
      image: { alt: IMAGE_ALTS.imageAlt },
      imageAltAr: IMAGE_ALTS.imageAltAr,
    });
    expect(expiredOutsideNext).toEqual(['blog', `blog-post:${post.id}`]);
    expect((await getBlogPost('en', post.id))?.body).toBe(BODY);
    expect(await listBlogPostIds()).toContain(post.id);
    const category = (await listBlogCategoriesWithPosts('en')).find((c) => c.id === 3);
    expect(category?.posts.map((p) => p.id)).toContain(post.id);
    const counted = await (await call(CATEGORY, bed.staff.request('GET', categoryUrl(3)), { id: 3 })).json();
    expect(counted.postCount).toBe(5);
  });

  it('answers 404 for a category that does not exist, storing nothing', async () => {
    const before = await bed.testDb.db.select().from(uploadedFiles);
    expect((await create(9999, await validPost())).status).toBe(404);
    expect((await create('abc', await validPost())).status).toBe(404);
    expect(await bed.testDb.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });
});

describe('changing a post', () => {
  it('edits the text and keeps the image; a new image replaces the old file', async () => {
    const post = await createdPost(4);
    const oldKey = post.image.src.slice('/media/'.length);
    const edited = await patch(post.id, {
      title: 'Shade-Dried Moringa',
      teaser: 'New teaser.',
      body: '## New\n\nText.',
      publishedAt: '2026-03-01',
      imageAlt: 'Moringa leaves drying in the shade',
      imageAltAr: 'أوراق المورينجا تجف في الظل',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      title: 'Shade-Dried Moringa',
      teaser: 'New teaser.',
      body: '## New\n\nText.',
      publishedAt: '2026-03-01',
      image: { src: post.image.src, alt: 'Moringa leaves drying in the shade' },
    });
    expect(expiredOutsideNext).toEqual(['blog', `blog-post:${post.id}`]);
    expect((await getBlogPost('en', post.id))?.title).toBe('Shade-Dried Moringa');

    const blank = await patch(post.id, { title: ' ', teaser: 'x', body: 'x', publishedAt: '2026-03-01' });
    expect((await blank.json()).fields).toEqual({ title: 'Post title cannot be empty.' });

    const replaced = await patch(post.id, {
      ...(await validPost()),
      ...IMAGE_ALTS,
      image: await imageFile('new.webp', 'webp'),
    });
    expect((await replaced.json()).image.src).toMatch(/\.webp$/);
    await expectRetired(bed.testDb.db, bed.data.uploads, oldKey);

    expect((await patch(9999, await validPost())).status).toBe(404);
  });

  it('unpublishes and publishes again: the public readers follow, tags expire each time', async () => {
    const post = await createdPost(4);
    const off = await publish(post.id, { published: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: post.id, published: false });
    expect(expiredOutsideNext).toEqual(['blog', `blog-post:${post.id}`]);
    expect(await getBlogPost('en', post.id)).toBeNull();
    expect(await listBlogPostIds()).not.toContain(post.id);
    // Staff still see it in the category's list.
    const page = await (await list(4)).json();
    expect(page.items.find((p: { id: number }) => p.id === post.id)).toMatchObject({ published: false });

    expect((await publish(post.id, { published: true })).status).toBe(200);
    expect(await getBlogPost('en', post.id)).not.toBeNull();

    expect((await publish(post.id, { published: 'no' })).status).toBe(400);
    expect((await publish(9999, { published: true })).status).toBe(404);
  });

  it('deletes a post (its image retired, for the Trash); after that it is a 404', async () => {
    const post = await createdPost(4);
    const key = post.image.src.slice('/media/'.length);
    const response = await remove(post.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(expiredOutsideNext).toEqual(['blog', `blog-post:${post.id}`]);
    await expectRetired(bed.testDb.db, bed.data.uploads, key);
    expect(await getBlogPost('en', post.id)).toBeNull();
    expect((await remove(post.id)).status).toBe(404);
    expect((await remove('x')).status).toBe(404);
  });
});
