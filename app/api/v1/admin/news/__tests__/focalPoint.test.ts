/**
 * A picture's focal point (#35) as the content routes take it (lib/validation/content.ts
 * imageFocusFields, lib/data/files.ts imageAfter): checked as 0–100, stored in the picture's
 * jsonb, kept by an edit that sends none, centred for a new upload that sends none, and given to
 * the public readers with the picture.
 */
import {
  adminTestBed,
  call,
  imageFile,
  expectFieldErrors,
  jsonOf,
  IMAGE_ALTS,
  PRODUCT_ALTS,
} from '@/test/admin';
import { getNewsItem, listPublishedNews } from '@/features/news/published';
import { getProduct } from '@/features/products/published';
import { getSiteSettings } from '@/features/settings/data';
import { newsUpdateSchema, bannerSchema } from '@/features/news/adminValidation';
import { serviceUpdateSchema } from '@/features/services/adminValidation';
import { blogCategoryUpdateSchema, blogPostUpdateSchema } from '@/features/blog/adminValidation';
import { productCategoryUpdateSchema, productUpdateSchema } from '@/features/products/adminValidation';
import { productCategories } from '@/lib/db/schema';
import { POST } from '../route';
import { DELETE, PATCH } from '../[id]/route';
import { POST as CREATE_PRODUCT } from '../../../product/create/route';
import { PATCH as PATCH_PRODUCT } from '../../products/[id]/route';
import { PUT as PUT_BANNER } from '../../banner/route';

const bed = adminTestBed();
const URL = '/api/v1/admin/news';
type Form = Record<string, string | File | undefined>;
const { create, patch, remove } = bed.calls(URL, 'form', { POST, PATCH, DELETE });
const MESSAGE = 'A focal point is a percentage from 0 to 100.';

const newsForm = async (overrides: Form = {}): Promise<Form> => ({
  title: 'Kinglife at Gulfood',
  caption: 'Hall 4.',
  description: 'Text.',
  date: '2030-01-15',
  image: await imageFile('stand.png'),
  ...IMAGE_ALTS,
  ...overrides,
});

describe('the shared schema', () => {
  const DIALOGS = [
    [newsUpdateSchema, { title: 'T', caption: 'C', description: 'D', date: '2026-01-01' }, 'image'],
    [serviceUpdateSchema, { name: 'N', description: 'D' }, 'image'],
    [blogCategoryUpdateSchema, { name: 'N' }, 'image'],
    [blogPostUpdateSchema, { title: 'T', teaser: 'T', body: 'B', publishedAt: '2026-01-01' }, 'image'],
    [productCategoryUpdateSchema, { name: 'N' }, 'image'],
    [
      productUpdateSchema,
      { subproductname: 'N', subproductdescription: 'D', category: '1', ...PRODUCT_ALTS },
      'detailimage2',
    ],
  ] as const;
  const described = { ...IMAGE_ALTS, imageDecorative: true };

  it.each(DIALOGS.map(([schema, fields, name]) => [name, schema, fields] as const))(
    'takes %s focal points of 0–100, as numbers or their digits, and refuses anything else',
    (name, schema, fields) => {
      const parse = (x: unknown, y: unknown) =>
        (schema as typeof newsUpdateSchema).safeParse({
          ...described,
          ...fields,
          [`${name}FocusX`]: x,
          [`${name}FocusY`]: y,
        });
      for (const [x, y] of [
        [0, 100],
        ['20', '80'],
        [12.5, '33.25'],
        [undefined, undefined],
      ]) {
        const result = parse(x, y);
        expect(result.success).toBe(true);
      }
      expect((parse('20', '80').data as Record<string, unknown>)[`${name}FocusX`]).toBe(20);
      for (const [x, y] of [
        [-1, 50],
        [50, 100.5],
        ['1e2', 50],
        ['abc', 50],
        [true, 50],
        [50, [20]],
        [Number.NaN, 50],
      ]) {
        const result = parse(x, y);
        expect(result.success).toBe(false);
        expect(result.error!.issues.map((issue) => issue.message)).toEqual([MESSAGE]);
      }
    },
  );

  it('is the banner’s too', () => {
    expect(bannerSchema.safeParse({ ...IMAGE_ALTS, imageFocusX: 101 }).success).toBe(false);
  });
});

describe('news through its routes', () => {
  it('refuses a focal point out of range, naming the field', async () => {
    await expectFieldErrors(await create(await newsForm({ imageFocusX: '120', imageFocusY: '-3' })), {
      imageFocusX: MESSAGE,
      imageFocusY: MESSAGE,
    });
  });

  it('stores the point, keeps it on an edit without one, changes it, and centres a new upload', async () => {
    const created = await jsonOf(await create(await newsForm({ imageFocusX: '20', imageFocusY: '80' })), 201);
    expect(created.image.focus).toEqual({ x: 20, y: 80 });
    // The public readers give it with the picture, in both languages.
    expect((await getNewsItem('en', created.id))!.image.focus).toEqual({ x: 20, y: 80 });
    expect((await getNewsItem('ar', created.id))!.image.focus).toEqual({ x: 20, y: 80 });
    expect((await listPublishedNews('en')).find((n) => n.id === created.id)!.image.focus).toEqual({
      x: 20,
      y: 80,
    });

    // An edit of the texts that sends no point (an older client, the API) keeps it.
    const kept = await jsonOf(
      await patch(created.id, await newsForm({ image: undefined, title: 'Renamed' })),
      200,
    );
    expect(kept.image).toEqual({ ...created.image, focus: { x: 20, y: 80 } });

    // A new point for the same picture: same file, new point.
    const moved = await jsonOf(
      await patch(created.id, await newsForm({ image: undefined, imageFocusX: '75.5', imageFocusY: '10' })),
      200,
    );
    expect(moved.image.src).toBe(created.image.src);
    expect(moved.image.focus).toEqual({ x: 75.5, y: 10 });
    expect((await getNewsItem('en', created.id))!.image.focus).toEqual({ x: 75.5, y: 10 });

    // A new upload without a point is cropped around its centre (none stored), not the old point.
    const replaced = await jsonOf(
      await patch(created.id, await newsForm({ image: await imageFile('new.png') })),
      200,
    );
    expect(replaced.image.src).not.toBe(created.image.src);
    expect(replaced.image.focus).toBeUndefined();
    // …and with one, takes it.
    const withPoint = await jsonOf(
      await patch(
        created.id,
        await newsForm({ image: await imageFile('again.png'), imageFocusX: '5', imageFocusY: '95' }),
      ),
      200,
    );
    expect(withPoint.image.focus).toEqual({ x: 5, y: 95 });
    // Back to the centre, the picture is as if none had been chosen: the dialog, which always sends
    // a point, leaves a picture without one as it was (no change in its History).
    const centred = await jsonOf(
      await patch(created.id, await newsForm({ image: undefined, imageFocusX: '50', imageFocusY: '50' })),
      200,
    );
    expect(centred.image).not.toHaveProperty('focus');
    expect(centred.image).toEqual({ ...replaced.image, src: withPoint.image.src });
    await remove(created.id);
  });
});

describe('products and the banner', () => {
  it('gives each product picture its own point, a kept detail picture keeping or changing its own', async () => {
    const [category] = await bed.testDb.db.select().from(productCategories).limit(1);
    const form: Form = {
      ...PRODUCT_ALTS,
      subproductname: 'Focus oil',
      subproductdescription: 'Distilled.',
      subproductimage: await imageFile('card.png'),
      category: String(category.id),
      detailimage1: await imageFile('one.png'),
      subproductimageFocusX: '10',
      subproductimageFocusY: '20',
      detailimage1FocusX: '90',
      detailimage1FocusY: '30',
    };
    const response = await call(
      CREATE_PRODUCT,
      bed.staff.request('POST', '/api/v1/product/create', { form }),
    );
    const product = await jsonOf(response, 201);
    expect(product.image.focus).toEqual({ x: 10, y: 20 });
    expect(product.images[0].focus).toEqual({ x: 90, y: 30 });

    const edit = (body: Form) =>
      call(
        PATCH_PRODUCT,
        bed.staff.request('PATCH', `/api/v1/admin/products/${product.id}`, { form: body }),
        {
          id: product.id,
        },
      );
    const base: Form = {
      subproductname: 'Focus oil',
      subproductdescription: 'Distilled.',
      category: String(category.id),
      subproductimageAlt: PRODUCT_ALTS.subproductimageAlt,
      subproductimageAltAr: PRODUCT_ALTS.subproductimageAltAr,
    };
    // No alts and no point for the detail picture: it stays as it was, point and all.
    const kept = await jsonOf(await edit(base), 200);
    expect(kept.images[0]).toEqual(product.images[0]);
    expect(kept.image.focus).toEqual({ x: 10, y: 20 });
    // A point alone for the kept detail picture moves it, and keeps its alt.
    const moved = await jsonOf(
      await edit({ ...base, detailimage1FocusX: '40', detailimage1FocusY: '60' }),
      200,
    );
    expect(moved.images[0]).toEqual({ ...product.images[0], focus: { x: 40, y: 60 } });
    expect((await getProduct('en', product.id))!.images[0].focus).toEqual({ x: 40, y: 60 });
  });

  it('stores the banner’s point with its upload, for the home page', async () => {
    const form = { ...IMAGE_ALTS, image: await imageFile('hero.png'), imageFocusX: '30', imageFocusY: '70' };
    const response = await call(PUT_BANNER, bed.staff.request('PUT', '/api/v1/admin/banner', { form }));
    expect((await jsonOf(response, 200)).image.focus).toEqual({ x: 30, y: 70 });
    expect((await getSiteSettings()).homeBanner.focus).toEqual({ x: 30, y: 70 });
  });
});
