import fs from 'node:fs';
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
import { listBlogCategoriesWithPosts } from '@/features/blog/published';
import { blogCategories, uploadedFiles } from '@/lib/db/schema';
import { GET, POST } from '../route';
import { DELETE, GET as READ, PATCH } from '../[id]/route';
import { PUT as ORDER } from '../order/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/blog-categories';
const SEEDED = ['Frozen Fruits and Vegetables', 'Perfumes', 'Wellness Capsules', 'Cattle Feeds'];

const { create, patch, remove } = bed.calls(URL, 'form', { POST, PATCH, DELETE });

function order(json: unknown) {
  return call(ORDER, bed.staff.request('PUT', `${URL}/order`, { json }));
}

async function createdCategory(name: string) {
  const response = await create({ name, ...IMAGE_ALTS, image: await imageFile(`${name}.png`) });
  expect(response.status).toBe(201);
  return response.json();
}

async function listed(): Promise<{ id: number; name: string; postCount: number }[]> {
  return (await call(GET, bed.staff.request('GET', URL))).json();
}

it('lists every category in display order with how many posts each holds', async () => {
  const response = await call(GET, bed.staff.request('GET', URL));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const list = await response.json();
  expect(list.map((c: { name: string; postCount: number }) => [c.name, c.postCount])).toEqual([
    ['Frozen Fruits and Vegetables', 6],
    ['Perfumes', 4],
    ['Wellness Capsules', 4],
    ['Cattle Feeds', 5],
  ]);
  expect(list[0]).toMatchObject({ slug: 'frozen-fruits-vegetables', image: { src: expect.any(String) } });
});

it('refuses a blank name (the spec’s words), a missing image and a name over 80 characters', async () => {
  await expectFieldErrors(await create({ name: '   ' }), {
    name: 'Category name cannot be empty.',
    image: 'Please choose an image.',
  });
  const long = await create({ name: 'x'.repeat(81), ...IMAGE_ALTS, image: await imageFile('a.png') });
  await expectFieldErrors(long, { name: 'At most 80 characters.' });
  expect(await bed.testDb.db.select().from(blogCategories)).toHaveLength(4);
});

it('judges the image by its bytes: GIF and WebP are accepted, a PDF named .png is refused', async () => {
  const pdf = new File([new Uint8Array(minimalPdf())], 'cover.png', { type: 'image/png' });
  const refused = await create({ name: 'Brochures', ...IMAGE_ALTS, image: pdf });
  await expectFieldErrors(refused, { image: 'Please upload a JPEG, PNG, WebP or GIF image.' });

  for (const format of ['gif', 'webp'] as const) {
    const response = await create({
      name: `Animated ${format}`,
      ...IMAGE_ALTS,
      image: await imageFile(`a.${format}`, format),
    });
    const category = await jsonOf(response, 201);
    const ext = format === 'gif' ? 'gif' : 'webp';
    expect(category.image.src).toMatch(new RegExp(`^/media/public/[0-9a-f-]{36}\\.${ext}$`));
    const [file] = await bed.testDb.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, category.image.src.slice('/media/'.length)));
    expect(file).toMatchObject({ mimeType: `image/${format}`, isPublic: true });
  }
});

it('creates a category at the end with a slug and no posts, and expires the blog tags', async () => {
  const response = await create({
    name: '  Herbal Teas  ',
    ...IMAGE_ALTS,
    image: await imageFile('teas.jpg', 'jpeg'),
  });
  const category = await jsonOf(response, 201);
  expect(category).toMatchObject({ name: 'Herbal Teas', slug: 'herbal-teas', postCount: 0 });
  expect(category.image).toMatchObject({ alt: IMAGE_ALTS.imageAlt, width: 48, height: 32 });
  expect(category.imageAltAr).toBe(IMAGE_ALTS.imageAltAr);
  expect(expiredOutsideNext).toEqual(['blog', `blog-category:${category.id}`]);
  const names = (await listed()).map((c) => c.name);
  expect(names.slice(0, 4)).toEqual(SEEDED);
  expect(names.at(-1)).toBe('Herbal Teas');
  // The public blog page reads it at once.
  expect((await listBlogCategoriesWithPosts('en')).map((c) => c.name)).toContain('Herbal Teas');

  const again = await (
    await create({ name: 'Herbal Teas', ...IMAGE_ALTS, image: await imageFile('t.png') })
  ).json();
  expect(again.slug).toBe('herbal-teas-2');
});

it('reads one category; an unknown or malformed id is a 404', async () => {
  const response = await call(READ, bed.staff.request('GET', `${URL}/2`), { id: 2 });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: 2, name: 'Perfumes', postCount: 4 });
  expect((await call(READ, bed.staff.request('GET', `${URL}/9999`), { id: 9999 })).status).toBe(404);
  expect((await call(READ, bed.staff.request('GET', `${URL}/x`), { id: 'x' })).status).toBe(404);
});

it('renames a category keeping its slug and image; a new image replaces the old file', async () => {
  const category = await createdCategory('Spices');
  const oldKey = category.image.src.slice('/media/'.length);
  expiredOutsideNext.length = 0;

  const renamed = await patch(category.id, { name: 'Whole Spices', imageDecorative: 'true' });
  const body = await jsonOf(renamed, 200);
  expect(body).toMatchObject({ name: 'Whole Spices', slug: category.slug, postCount: 0 });
  // Marked decorative: its alts are dropped.
  expect(body.image).toEqual({ ...category.image, alt: '', decorative: true });
  expect(expiredOutsideNext).toEqual(['blog', `blog-category:${category.id}`]);

  const blank = await patch(category.id, { name: ' ' });
  await expectFieldErrors(blank, { name: 'Category name cannot be empty.' });

  const replaced = await (
    await patch(category.id, { name: 'Whole Spices', ...IMAGE_ALTS, image: await imageFile('n.gif', 'gif') })
  ).json();
  expect(replaced.image.src).toMatch(/\.gif$/);
  await expectRetired(bed.testDb.db, bed.data.uploads, oldKey);
  expect(fs.existsSync(bed.data.uploads(replaced.image.src.slice('/media/'.length)))).toBe(true);

  expect((await patch(9999, { name: 'Nothing', ...IMAGE_ALTS })).status).toBe(404);
});

it('refuses to delete a category that still holds posts (409) and deletes an empty one (its image retired, for the Trash)', async () => {
  const full = await remove(1);
  expect(full.status).toBe(409);
  expect(await full.json()).toEqual({
    error: 'category_not_empty',
    message: 'This category still holds 6 posts. Delete them first, then the category.',
  });
  expect(await bed.testDb.db.select().from(blogCategories).where(eq(blogCategories.id, 1))).toHaveLength(1);
  expect(expiredOutsideNext).toEqual([]);

  const empty = await createdCategory('Short-lived');
  const key = empty.image.src.slice('/media/'.length);
  expiredOutsideNext.length = 0;
  const response = await remove(empty.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ deleted: true });
  expect(expiredOutsideNext).toEqual(['blog', `blog-category:${empty.id}`]);
  await expectRetired(bed.testDb.db, bed.data.uploads, key);
  expect((await listed()).map((c) => c.id)).not.toContain(empty.id);
  expect((await remove(empty.id)).status).toBe(404);
  expect((await remove('abc')).status).toBe(404);
});

it('puts the categories in the order staff chose; unknown ids are ignored, a malformed order refused', async () => {
  const before = (await listed()).map((c) => c.id);
  const wanted = [before[3], before[0], ...before.slice(4), before[2], before[1]];
  const response = await order({ ids: [...wanted, 9999] });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ids: wanted });
  expect(expiredOutsideNext).toEqual(['blog']);
  expect((await listed()).map((c) => c.id)).toEqual(wanted);
  // The public blog page lists them in that order too.
  expect((await listBlogCategoriesWithPosts('en')).map((c) => c.id)).toEqual(wanted);

  for (const bad of [{ ids: [] }, { ids: ['1'] }, { ids: [1.5] }, {}]) {
    expect((await order(bad)).status).toBe(400);
  }
  expect((await listed()).map((c) => c.id)).toEqual(wanted);
});
