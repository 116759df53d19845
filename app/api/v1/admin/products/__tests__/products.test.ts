import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { adminTestBed, call, imageFile, expectRetired, expectFieldErrors, PRODUCT_ALTS } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getProduct, listCategoriesWithProducts, listProductIds } from '@/features/products/published';
import { productCategories, products, uploadedFiles } from '@/lib/db/schema';
import { POST as CREATE } from '../../../product/create/route';
import { GET as PRODUCTS_OF } from '../../product-categories/[id]/products/route';
import { DELETE, PATCH } from '../[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';

const bed = adminTestBed();
let herbal: number;
let perfume: number;

beforeAll(async () => {
  const categories = await bed.testDb.db.select().from(productCategories);
  herbal = categories.find((c) => c.slug === 'herbal-extracts')!.id;
  perfume = categories.find((c) => c.slug === 'perfume')!.id;
});

const URL = '/api/v1/admin/products';
type Form = Record<string, string | File | undefined>;
interface Product {
  id: number;
  categoryId: number;
  name: string;
  details: string;
  description1: string;
  description2: string;
  image: { src: string; alt: string };
  images: { src: string; alt: string }[];
  imagesAltAr: string[];
  published: boolean;
}

const create = (form: Form) => call(CREATE, bed.staff.request('POST', '/api/v1/product/create', { form }));
const { patch, remove, publish } = bed.calls(URL, 'form', { PATCH, DELETE, PUBLISH });
const keyOf = (image: { src: string }) => image.src.slice('/media/'.length);
const pdfNamed = (name: string) => new File([new Uint8Array(minimalPdf())], name, { type: 'image/png' });

async function fullForm(name: string, category = herbal): Promise<Form> {
  return {
    ...PRODUCT_ALTS,
    subproductname: name,
    subproductdescription: `${name} is distilled from fresh leaves.`,
    subproductimage: await imageFile('card.png'),
    category: String(category),
    details: 'Leaf oil, India origin',
    description2: 'Packed in amber glass.',
    detailimage1: await imageFile('one.jpg', 'jpeg'),
    detailimage2: await imageFile('two.png'),
  };
}

async function created(form: Form): Promise<Product> {
  const response = await create(form);
  expect(response.status).toBe(201);
  return response.json();
}

async function namesIn(categoryId: number): Promise<string[]> {
  const response = await call(
    PRODUCTS_OF,
    bed.staff.request('GET', `/api/v1/admin/product-categories/${categoryId}/products`),
    { id: categoryId },
  );
  return (await response.json()).items.map((p: Product) => p.name);
}

describe('POST /api/v1/product/create (spec: the add sub-product Save)', () => {
  it('refuses each missing or over-long field with its message, using the spec’s field names', async () => {
    await expectFieldErrors(
      await create({ ...PRODUCT_ALTS, subproductname: '  ', subproductdescription: ' ' }),
      {
        subproductname: 'Please enter the product name.',
        subproductdescription: 'Please enter a description.',
        subproductimage: 'Please choose an image.',
        category: 'Please choose a category.',
      },
    );
    const long = await create({
      ...(await fullForm('x'.repeat(121))),
      subproductdescription: 'd'.repeat(10_001),
      details: 'y'.repeat(201),
      description2: 'z'.repeat(10_001),
      category: 'abc',
    });
    expect((await long.json()).fields).toEqual({
      subproductname: 'At most 120 characters.',
      subproductdescription: 'At most 10000 characters.',
      details: 'At most 200 characters.',
      description2: 'At most 10000 characters.',
      category: 'Please choose a category.',
    });
    expect((await create({ ...(await fullForm('Zero')), category: '0' })).status).toBe(400);
  });

  it('refuses a category that does not exist, beside the category field', async () => {
    const response = await create(await fullForm('Orphan', 999_999));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'validation',
      fields: { category: 'This category no longer exists. Please choose another one.' },
    });
    expect(await namesIn(herbal)).not.toContain('Orphan');
  });

  it('judges every image by its bytes: a PDF named .png is refused in any slot, a PNG named .jpg is a PNG', async () => {
    for (const field of ['subproductimage', 'detailimage1', 'detailimage2']) {
      const response = await create({ ...(await fullForm('Bad bytes')), [field]: pdfNamed('photo.png') });
      await expectFieldErrors(response, { [field]: 'Please upload a JPEG, PNG or WebP image.' });
    }
    expect(await namesIn(herbal)).not.toContain('Bad bytes');
    // No image was kept (the seed's demo résumés are the only files).
    const images = await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.isPublic, true));
    expect(images).toHaveLength(0);

    const renamed = await imageFile('card.jpg', 'png', { width: 60, height: 45 }, 'image/jpeg');
    const product = await created({ ...(await fullForm('Renamed')), subproductimage: renamed });
    expect(product.image.src).toMatch(/^\/media\/public\/[0-9a-f-]{36}\.png$/);
    const [file] = await bed.testDb.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, keyOf(product.image)));
    expect(file).toMatchObject({ mimeType: 'image/png', width: 60, height: 45 });
    await remove(product.id);
  });

  it('answers the new product with its id: published, last in its category, on the public pages at once', async () => {
    expiredOutsideNext.length = 0;
    const product = await created(await fullForm('Tulsi Oil'));
    expect(product).toMatchObject({
      id: expect.any(Number),
      categoryId: herbal,
      name: 'Tulsi Oil',
      details: 'Leaf oil, India origin',
      description1: 'Tulsi Oil is distilled from fresh leaves.',
      description2: 'Packed in amber glass.',
      published: true,
      image: { alt: PRODUCT_ALTS.subproductimageAlt },
      imageAltAr: PRODUCT_ALTS.subproductimageAltAr,
      imagesAltAr: [PRODUCT_ALTS.detailimage1AltAr, PRODUCT_ALTS.detailimage2AltAr],
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0].src).toMatch(/\.jpg$/);
    expect(product.images[1].src).toMatch(/\.png$/);
    for (const image of [product.image, ...product.images])
      expect(fs.existsSync(bed.data.uploads(keyOf(image)))).toBe(true);
    expect(expiredOutsideNext).toEqual(['products', `product:${product.id}`]);

    expect((await namesIn(herbal)).at(-1)).toBe('Tulsi Oil');
    expect(await getProduct('en', product.id)).toMatchObject({ name: 'Tulsi Oil' });
    expect(await listProductIds()).toContain(product.id);
    const listing = (await listCategoriesWithProducts('en')).find((c) => c.id === herbal)!;
    expect(listing.products.at(-1)?.name).toBe('Tulsi Oil');
    await remove(product.id);
  });

  it('needs the alts of its picture, and of a detail picture only when one is sent (or it is decorative)', async () => {
    const message = 'Describe the picture for people who cannot see it, or mark it decorative.';
    const without = (form: Form, ...fields: string[]) =>
      Object.fromEntries(Object.entries(form).filter(([field]) => !fields.includes(field)));
    const form = without(await fullForm('Undescribed'), 'detailimage1Alt', 'detailimage1AltAr');
    await expectFieldErrors(await create(form), { detailimage1Alt: message, detailimage1AltAr: message });
    await expectFieldErrors(await create({ ...form, subproductimageAlt: '', subproductimageAltAr: ' ' }), {
      subproductimageAlt: message,
      subproductimageAltAr: message,
      detailimage1Alt: message,
      detailimage1AltAr: message,
    });
    const decorative = await created({ ...form, detailimage1Decorative: 'true' });
    expect(decorative.images[0]).toMatchObject({ alt: '', decorative: true });
    expect(decorative.imagesAltAr[0]).toBe('');
    expect((await getProduct('ar', decorative.id))?.images[0].alt).toBe('');
    // An edit that sends no alts for a kept detail picture leaves them as they were.
    const edited = await patch(decorative.id, {
      ...without(
        form,
        'detailimage1',
        'detailimage2',
        'subproductimage',
        'detailimage2Alt',
        'detailimage2AltAr',
      ),
      subproductdescription: 'Text.',
    });
    expect((await edited.json()).imagesAltAr).toEqual(['', PRODUCT_ALTS.detailimage2AltAr]);
    await remove(decorative.id);
  });

  it('needs only the spec’s three fields and a category; the detail images are optional', async () => {
    const product = await created({
      ...PRODUCT_ALTS,
      subproductname: 'Bare',
      subproductdescription: 'Only the essentials.',
      subproductimage: await imageFile('b.png'),
      category: String(perfume),
    });
    expect(product).toMatchObject({ details: '', description2: '', images: [] });
    await remove(product.id);
  });
});

describe('PATCH /api/v1/admin/products/:id', () => {
  it('changes the text, keeps every image unless a new one is chosen, and expires the product’s tags', async () => {
    const product = await created(await fullForm('Neem Oil'));
    expiredOutsideNext.length = 0;
    const response = await patch(product.id, {
      ...PRODUCT_ALTS,
      subproductname: 'Neem Seed Oil',
      subproductdescription: 'Cold pressed.',
      details: 'Seed oil',
      description2: 'Drums of 200 L.',
      category: String(herbal),
    });
    expect(response.status).toBe(200);
    const updated: Product = await response.json();
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Neem Seed Oil',
      description1: 'Cold pressed.',
      details: 'Seed oil',
      description2: 'Drums of 200 L.',
      image: { src: product.image.src, alt: PRODUCT_ALTS.subproductimageAlt },
      images: product.images,
    });
    expect(expiredOutsideNext).toEqual(['products', `product:${product.id}`]);
    expect((await getProduct('en', product.id))?.name).toBe('Neem Seed Oil');

    // A new second detail image replaces only that one; its old file is removed.
    const replaced: Product = await (
      await patch(product.id, {
        ...PRODUCT_ALTS,
        subproductname: 'Neem Seed Oil',
        subproductdescription: 'Cold pressed.',
        category: String(herbal),
        detailimage2: await imageFile('new.jpg', 'jpeg'),
      })
    ).json();
    expect(replaced.image.src).toBe(product.image.src);
    expect(replaced.images[0].src).toBe(product.images[0].src);
    expect(replaced.images[1].src).toMatch(/\.jpg$/);
    expect(replaced.images[1].src).not.toBe(product.images[1].src);
    await expectRetired(bed.testDb.db, bed.data.uploads, keyOf(product.images[1]));
    expect(fs.existsSync(bed.data.uploads(keyOf(product.images[0])))).toBe(true);
    await remove(product.id);
  });

  it('moves a product to another category (last there) with the category field', async () => {
    const product = await created(await fullForm('Rose Attar'));
    const response = await patch(product.id, {
      ...PRODUCT_ALTS,
      subproductname: 'Rose Attar',
      subproductdescription: 'Steam distilled.',
      category: String(perfume),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).categoryId).toBe(perfume);
    expect(await namesIn(herbal)).not.toContain('Rose Attar');
    expect(await namesIn(perfume)).toEqual(['Perfume', 'Rose Attar']);
    expect((await getProduct('en', product.id))?.categoryId).toBe(perfume);

    const unknown = await patch(product.id, {
      ...PRODUCT_ALTS,
      subproductname: 'Rose Attar',
      subproductdescription: 'Steam distilled.',
      category: '999999',
    });
    await expectFieldErrors(unknown, {
      category: 'This category no longer exists. Please choose another one.',
    });
    await remove(product.id);
  });

  it('refuses invalid fields and image bytes; an unknown or malformed id is a 404', async () => {
    const product = await created(await fullForm('Checked'));
    const blank = await patch(product.id, {
      ...PRODUCT_ALTS,
      subproductname: '',
      subproductdescription: '',
      category: '',
    });
    expect((await blank.json()).fields).toEqual({
      subproductname: 'Please enter the product name.',
      subproductdescription: 'Please enter a description.',
      category: 'Please choose a category.',
    });
    const pdf = await patch(product.id, {
      ...PRODUCT_ALTS,
      subproductname: 'Checked',
      subproductdescription: 'Text.',
      category: String(herbal),
      detailimage1: pdfNamed('detail.png'),
    });
    await expectFieldErrors(pdf, { detailimage1: 'Please upload a JPEG, PNG or WebP image.' });
    const valid = {
      ...PRODUCT_ALTS,
      subproductname: 'X',
      subproductdescription: 'Y',
      category: String(herbal),
    };
    expect((await patch(999_999, valid)).status).toBe(404);
    expect((await patch('abc', valid)).status).toBe(404);
    await remove(product.id);
  });
});

describe('PUT /api/v1/admin/products/:id/published', () => {
  it('takes a product off the public pages and back, expiring its tags each time', async () => {
    const product = await created(await fullForm('Vetiver'));
    expiredOutsideNext.length = 0;
    const off = await publish(product.id, { published: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: product.id, published: false });
    expect(expiredOutsideNext).toEqual(['products', `product:${product.id}`]);
    // The detail page answers 'Product not found' for it; the listing and the sitemap leave it out.
    expect(await getProduct('en', product.id)).toBeNull();
    expect(await listProductIds()).not.toContain(product.id);
    const listing = (await listCategoriesWithProducts('en')).find((c) => c.id === herbal)!;
    expect(listing.products.map((p) => p.name)).not.toContain('Vetiver');
    expect(await namesIn(herbal)).toContain('Vetiver');

    const on = await publish(product.id, { published: true });
    expect(await on.json()).toMatchObject({ published: true });
    expect(await getProduct('en', product.id)).toMatchObject({ name: 'Vetiver' });

    expect((await publish(product.id, { published: 'no' })).status).toBe(400);
    expect((await publish(999_999, { published: true })).status).toBe(404);
    await remove(product.id);
  });
});

describe('DELETE /api/v1/admin/products/:id', () => {
  it('deletes the product (its three images retired, for the Trash), expires its tags; then it is a 404', async () => {
    const product = await created(await fullForm('Citronella'));
    expiredOutsideNext.length = 0;
    const response = await remove(product.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(expiredOutsideNext).toEqual(['products', `product:${product.id}`]);
    expect(await bed.testDb.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0);
    for (const image of [product.image, ...product.images]) {
      await expectRetired(bed.testDb.db, bed.data.uploads, keyOf(image));
    }
    expect(await getProduct('en', product.id)).toBeNull();
    expect((await remove(product.id)).status).toBe(404);
    expect((await remove('1.5')).status).toBe(404);
  });
});
