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
import { getProductCategory, listCategoriesWithProducts } from '@/features/products/published';
import { productCategories, products, uploadedFiles } from '@/lib/db/schema';
import { GET as LIST, POST } from '../route';
import { PUT as ORDER } from '../order/route';
import { DELETE, GET as READ, PATCH } from '../[id]/route';
import { GET as PRODUCTS } from '../[id]/products/route';
import { PUT as PRODUCTS_ORDER } from '../[id]/products/order/route';

const bed = adminTestBed();

const URL = '/api/v1/admin/product-categories';
const SEEDED = [
  ['Herbal Extracts', 4],
  ['Fragrance Oils', 5],
  ['Natural Powders', 3],
  ['Oleoresins', 3],
  ['Frozen Fruits and Vegetables', 1],
  ['Perfume', 1],
  ['Food Supplements', 1],
] as const;

const { create, patch, remove } = bed.calls(URL, 'form', { POST, PATCH, DELETE });
const read = (id: number | string) => call(READ, bed.staff.request('GET', `${URL}/${id}`), { id });
const order = (ids: unknown) => call(ORDER, bed.staff.request('PUT', `${URL}/order`, { json: { ids } }));
const productsOf = (id: number | string, query = '') =>
  call(PRODUCTS, bed.staff.request('GET', `${URL}/${id}/products${query}`), { id });
const orderProducts = (id: number | string, ids: unknown) =>
  call(PRODUCTS_ORDER, bed.staff.request('PUT', `${URL}/${id}/products/order`, { json: { ids } }), { id });

async function list(): Promise<{ id: number; name: string; productCount: number }[]> {
  return (await call(LIST, bed.staff.request('GET', URL))).json();
}

async function newCategory(name: string) {
  const response = await create({
    name,
    blurb: `${name} blurb`,
    ...IMAGE_ALTS,
    image: await imageFile(`${name}.png`),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string; name: string; image: { src: string } };
}

async function seededId(name: string): Promise<number> {
  const [row] = await bed.testDb.db.select().from(productCategories).where(eq(productCategories.name, name));
  return row.id;
}

async function addProduct(categoryId: number, name: string, published = true): Promise<number> {
  const [row] = await bed.testDb.db
    .insert(products)
    .values({
      categoryId,
      name,
      description1: `${name} text`,
      image: { src: '/artwork/products/1.svg', alt: name },
      published,
      position: 1000,
    })
    .returning();
  return row.id;
}

describe('the category list', () => {
  it('lists every category in display order with how many products it holds, never cached', async () => {
    const response = await call(LIST, bed.staff.request('GET', URL));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const categories = await response.json();
    expect(categories.map((c: { name: string; productCount: number }) => [c.name, c.productCount])).toEqual(
      SEEDED,
    );
    expect(categories[0]).toMatchObject({ slug: 'herbal-extracts', image: { src: expect.any(String) } });
  });

  it('counts unpublished products too', async () => {
    const perfume = await seededId('Perfume');
    const id = await addProduct(perfume, 'Hidden attar', false);
    expect((await list()).find((c) => c.id === perfume)?.productCount).toBe(2);
    expect((await (await read(perfume)).json()).productCount).toBe(2);
    await bed.testDb.db.delete(products).where(eq(products.id, id));
  });
});

describe('creating a category', () => {
  it('refuses a blank name, a missing image and text over the limits, field by field', async () => {
    await expectFieldErrors(await create({ name: '   ' }), {
      name: 'Category name cannot be empty.',
      image: 'Please choose an image.',
    });
    const long = await create({
      name: 'x'.repeat(81),
      blurb: 'y'.repeat(601),
      ...IMAGE_ALTS,
      image: await imageFile('a.png'),
    });
    expect((await long.json()).fields).toEqual({
      name: 'At most 80 characters.',
      blurb: 'At most 600 characters.',
    });
  });

  it('judges the image by its bytes: a PNG named .jpg is a PNG, a PDF named .png and a GIF are refused', async () => {
    const pdf = new File([new Uint8Array(minimalPdf())], 'photo.png', { type: 'image/png' });
    for (const image of [pdf, await imageFile('photo.gif', 'gif')]) {
      const refused = await create({ name: 'Resins', ...IMAGE_ALTS, image });
      await expectFieldErrors(refused, { image: 'Please upload a JPEG, PNG or WebP image.' });
    }
    expect((await list()).map((c) => c.name)).not.toContain('Resins');

    const renamed = await imageFile('photo.jpg', 'png', { width: 40, height: 30 }, 'image/jpeg');
    const response = await create({ name: 'Resins', ...IMAGE_ALTS, image: renamed });
    const category = await jsonOf(response, 201);
    expect(category.image).toMatchObject({ alt: IMAGE_ALTS.imageAlt, width: 40, height: 30 });
    expect(category.image.src).toMatch(/^\/media\/public\/[0-9a-f-]{36}\.png$/);
    const [file] = await bed.testDb.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, category.image.src.slice('/media/'.length)));
    expect(file).toMatchObject({ mimeType: 'image/png', isPublic: true });
    await remove(category.id);
  });

  it('adds it at the end with a unique slug and no products, and expires the products tags', async () => {
    expiredOutsideNext.length = 0;
    const response = await create({
      name: 'Herbal Extracts',
      blurb: '  Second herbal shelf.  ',
      ...IMAGE_ALTS,
      image: await imageFile('h.png'),
    });
    const category = await jsonOf(response, 201);
    expect(category).toMatchObject({
      name: 'Herbal Extracts',
      slug: 'herbal-extracts-2',
      blurb: 'Second herbal shelf.',
      productCount: 0,
    });
    expect(expiredOutsideNext).toEqual(['products', `product-category:${category.id}`]);
    expect((await list()).at(-1)).toMatchObject({ id: category.id, productCount: 0 });
    const catalogue = await listCategoriesWithProducts('en');
    expect(catalogue.at(-1)).toMatchObject({ id: category.id, products: [] });
    await remove(category.id);
  });
});

describe('reading, changing and deleting a category', () => {
  it('reads one with its count; an unknown or malformed id is a 404', async () => {
    const herbal = await seededId('Herbal Extracts');
    const response = await read(herbal);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: herbal, name: 'Herbal Extracts', productCount: 4 });
    expect((await read(999_999)).status).toBe(404);
    expect((await read('abc')).status).toBe(404);
  });

  it('renames it (the slug stays), keeps or replaces the image, and expires its tags', async () => {
    const category = await newCategory('Spice Blends');
    const oldKey = category.image.src.slice('/media/'.length);

    expiredOutsideNext.length = 0;
    const renamed = await patch(category.id, {
      name: 'Masala Blends',
      blurb: 'Ground and mixed.',
      imageAlt: 'Ground masala in a bowl',
      imageAltAr: 'مسالا مطحونة في وعاء',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Masala Blends',
      slug: category.slug,
      blurb: 'Ground and mixed.',
      image: { src: category.image.src, alt: 'Ground masala in a bowl' },
      imageAltAr: 'مسالا مطحونة في وعاء',
    });
    expect(expiredOutsideNext).toEqual(['products', `product-category:${category.id}`]);
    expect((await getProductCategory('en', category.id))?.name).toBe('Masala Blends');

    const replaced = await patch(category.id, {
      name: 'Masala Blends',
      ...IMAGE_ALTS,
      image: await imageFile('m.jpg', 'jpeg'),
    });
    const updated = await replaced.json();
    expect(updated.image.src).toMatch(/\.jpg$/);
    expect(updated.blurb).toBe('');
    await expectRetired(bed.testDb.db, bed.data.uploads, oldKey);

    const blank = await patch(category.id, { name: ' ' });
    await expectFieldErrors(blank, { name: 'Category name cannot be empty.' });
    const pdf = new File([new Uint8Array(minimalPdf())], 'new.png', { type: 'image/png' });
    const refused = await patch(category.id, { name: 'Masala Blends', ...IMAGE_ALTS, image: pdf });
    expect((await refused.json()).fields).toEqual({ image: 'Please upload a JPEG, PNG or WebP image.' });

    expect((await patch(999_999, { name: 'Nothing', ...IMAGE_ALTS })).status).toBe(404);
    await remove(category.id);
  });

  it('refuses to delete a category that still holds products (409, saying how many and what to do)', async () => {
    const herbal = await seededId('Herbal Extracts');
    expiredOutsideNext.length = 0;
    const refused = await remove(herbal);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'category_not_empty',
      message:
        'This category still holds 4 sub-products. Move them to another category or delete them first.',
    });
    expect(expiredOutsideNext).toEqual([]);
    expect((await read(herbal)).status).toBe(200);

    const category = await newCategory('Single');
    const id = await addProduct(category.id, 'Lonely', false);
    expect((await (await remove(category.id)).json()).message).toBe(
      'This category still holds 1 sub-product. Move it to another category or delete it first.',
    );
    await bed.testDb.db.delete(products).where(eq(products.id, id));
    expect((await remove(category.id)).status).toBe(200);
  });

  it('deletes an empty category (its image retired, for the Trash) and expires its tags; then it is a 404', async () => {
    const category = await newCategory('Short Lived');
    const key = category.image.src.slice('/media/'.length);
    expiredOutsideNext.length = 0;
    const response = await remove(category.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(expiredOutsideNext).toEqual(['products', `product-category:${category.id}`]);
    await expectRetired(bed.testDb.db, bed.data.uploads, key);
    expect(await getProductCategory('en', category.id)).toBeNull();
    expect((await remove(category.id)).status).toBe(404);
    expect((await remove('x')).status).toBe(404);
  });
});

describe('ordering categories', () => {
  it('puts the whole list in the order sent, as the public listing shows it, and expires the products tag', async () => {
    const before = await list();
    const reversed = before.map((c) => c.id).reverse();
    expiredOutsideNext.length = 0;
    const response = await order(reversed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ids: reversed });
    expect(expiredOutsideNext).toEqual(['products']);
    expect((await list()).map((c) => c.id)).toEqual(reversed);
    expect((await listCategoriesWithProducts('en')).map((c) => c.id)).toEqual(reversed);
    await order(before.map((c) => c.id));
    expect((await list()).map((c) => c.name)).toEqual(SEEDED.map(([name]) => name));
  });

  it('swaps two neighbours sent alone, leaving every other category in its place; unknown ids are ignored', async () => {
    const ids = (await list()).map((c) => c.id);
    const response = await order([ids[3], ids[2], 999_999]);
    expect(await response.json()).toEqual({ ids: [ids[3], ids[2]] });
    expect((await list()).map((c) => c.id)).toEqual([ids[0], ids[1], ids[3], ids[2], ...ids.slice(4)]);
    await order(ids);
  });

  it('refuses a body without a list of whole positive ids an integer column holds', async () => {
    for (const ids of [[], ['a'], ['3'], [true], [[3]], [1.5], [-1], [2_147_483_648], 'all'])
      expect((await order(ids)).status).toBe(400);
  });
});

describe("a category's products", () => {
  it('come a page at a time in display order, published or not', async () => {
    const fragrance = await seededId('Fragrance Oils');
    const hidden = await addProduct(fragrance, 'Rose Otto', false);
    const first = await productsOf(fragrance, '?page=1&pageSize=4');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page1 = await first.json();
    expect(page1).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(page1.items.map((p: { name: string }) => p.name)).toEqual([
      'Vanilla',
      'Lavender',
      'Sandal',
      'Dawana',
    ]);
    const page2 = await (await productsOf(fragrance, '?page=2&pageSize=4')).json();
    expect(page2.items.map((p: { name: string; published: boolean }) => [p.name, p.published])).toEqual([
      ['Lemon Grass', true],
      ['Rose Otto', false],
    ]);
    expect(page2.items[0]).toMatchObject({
      categoryId: fragrance,
      details: expect.any(String),
      description1: expect.any(String),
      description2: expect.any(String),
      images: expect.any(Array),
    });
    const beyond = await (await productsOf(fragrance, '?page=9&pageSize=4')).json();
    expect(beyond).toMatchObject({ page: 9, items: [], total: 6 });
    // Unreadable values fall back to the defaults (page 1, 20 a page).
    const defaults = await (await productsOf(fragrance, '?page=x&pageSize=1000')).json();
    expect(defaults).toMatchObject({ page: 1, pageSize: 20, total: 6 });
    expect(defaults.items).toHaveLength(6);
    await bed.testDb.db.delete(products).where(eq(products.id, hidden));
  });

  it('of an unknown category are a 404', async () => {
    expect((await productsOf(999_999)).status).toBe(404);
    expect((await productsOf('abc')).status).toBe(404);
  });

  it('are reordered a page at a time, or two neighbours across a page break, and the listing follows', async () => {
    const category = await newCategory('Ordered Oils');
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) ids.push(await addProduct(category.id, `Oil ${name}`));
    const names = async () =>
      (await (await productsOf(category.id)).json()).items.map((p: { name: string }) => p.name.slice(4));
    const publicNames = async () =>
      (await listCategoriesWithProducts('en'))
        .find((c) => c.id === category.id)!
        .products.map((p) => p.name.slice(4));
    // All five were added with the same position number: the order is by id until staff change it.
    expect(await names()).toEqual(['A', 'B', 'C', 'D', 'E']);

    // Page 2 of 2 a page (C, D) turned round: the rest keep their places.
    expiredOutsideNext.length = 0;
    const response = await orderProducts(category.id, [ids[3], ids[2]]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ids: [ids[3], ids[2]] });
    expect(expiredOutsideNext).toEqual(['products', `product-category:${category.id}`]);
    expect(await names()).toEqual(['A', 'B', 'D', 'C', 'E']);

    // The last of page 1 and the first of page 2 swap across the break.
    await orderProducts(category.id, [ids[3], ids[1]]);
    expect(await names()).toEqual(['A', 'D', 'B', 'C', 'E']);
    expect(await publicNames()).toEqual(['A', 'D', 'B', 'C', 'E']);

    // Ids of another category's products are ignored.
    const lavender = (await (await productsOf(await seededId('Fragrance Oils'))).json()).items[1].id;
    expect(await (await orderProducts(category.id, [ids[4], lavender, ids[0]])).json()).toEqual({
      ids: [ids[4], ids[0]],
    });
    expect(await names()).toEqual(['E', 'D', 'B', 'C', 'A']);
    expect(
      (await (await productsOf(await seededId('Fragrance Oils'))).json()).items.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Vanilla', 'Lavender', 'Sandal', 'Dawana', 'Lemon Grass']);

    expect((await orderProducts(999_999, [ids[0]])).status).toBe(404);
    expect((await orderProducts(category.id, [])).status).toBe(400);
    await bed.testDb.db.delete(products).where(eq(products.categoryId, category.id));
    await remove(category.id);
  });
});
