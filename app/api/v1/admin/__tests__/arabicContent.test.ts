/**
 * The Arabic of staff content through the admin API: saved with the English, read back by the
 * edit dialog (DTO) and shown by the Arabic public readers; left out of an edit it stays, sent
 * empty it is cleared (the Arabic pages then show the English).
 */
import {
  adminTestBed,
  call,
  imageFile,
  expectFieldErrors,
  OPENING,
  jsonOf,
  IMAGE_ALTS,
  PRODUCT_ALTS,
} from '@/test/admin';
import { listPublishedJobs } from '@/features/careers/jobs';
import { getProduct } from '@/features/products/published';
import { listPublishedServices } from '@/features/services/data';
import { productCategories } from '@/lib/db/schema';
import { POST as CREATE_PRODUCT } from '../../product/create/route';
import { PATCH as PATCH_PRODUCT } from '../products/[id]/route';
import { POST as CREATE_SERVICE } from '../services/route';
import { PATCH as PATCH_SERVICE } from '../services/[id]/route';
import { PUT as PUBLISH_SERVICE } from '../services/[id]/published/route';
import { POST as CREATE_JOB } from '../jobs/route';
import { PATCH as PATCH_JOB } from '../jobs/[id]/route';
import { PUT as PUBLISH_JOB } from '../jobs/[id]/published/route';

const bed = adminTestBed();

describe('a service', () => {
  const URL = '/api/v1/admin/services';
  const patch = (id: number, form: Record<string, string>) =>
    call(PATCH_SERVICE, bed.staff.request('PATCH', `${URL}/${id}`, { form }), { id });

  it('keeps its Arabic from create to edit to the Arabic pages', async () => {
    const response = await call(
      CREATE_SERVICE,
      bed.staff.request('POST', URL, {
        form: {
          name: 'Cold Chain',
          description: 'Reefer containers.',
          nameAr: '  سلسلة التبريد ',
          descriptionAr: 'حاويات مبرّدة.',
          ...IMAGE_ALTS,
          image: await imageFile('a.png'),
        },
      }),
    );
    const created = await jsonOf(response, 201);
    expect(created).toMatchObject({ nameAr: 'سلسلة التبريد', descriptionAr: 'حاويات مبرّدة.' });
    await call(
      PUBLISH_SERVICE,
      bed.staff.request('PUT', `${URL}/${created.id}/published`, { json: { published: true } }),
      {
        id: created.id,
      },
    );
    const shown = async () => (await listPublishedServices('ar')).find((s) => s.id === created.id);
    expect(await shown()).toMatchObject({ name: 'سلسلة التبريد', description: 'حاويات مبرّدة.' });
    expect((await shown())?.image.alt).toBe(IMAGE_ALTS.imageAltAr);

    // An edit that leaves the Arabic out (an older client) keeps it.
    const renamed = await patch(created.id, {
      name: 'Cold Chain Logistics',
      description: 'Reefer containers.',
      ...IMAGE_ALTS,
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Cold Chain Logistics', nameAr: 'سلسلة التبريد' });

    // Sent empty, the Arabic description is cleared: the Arabic page shows the English one.
    const cleared = await patch(created.id, {
      name: 'Cold Chain Logistics',
      description: 'Reefer containers.',
      nameAr: 'لوجستيات سلسلة التبريد',
      descriptionAr: '',
      ...IMAGE_ALTS,
    });
    expect(await cleared.json()).toMatchObject({ nameAr: 'لوجستيات سلسلة التبريد', descriptionAr: '' });
    expect(await shown()).toMatchObject({
      name: 'لوجستيات سلسلة التبريد',
      description: 'Reefer containers.',
    });
  });

  it('refuses Arabic over the length limit, beside its field', async () => {
    const response = await call(
      CREATE_SERVICE,
      bed.staff.request('POST', URL, {
        form: {
          name: 'X',
          description: 'Y',
          nameAr: 'س'.repeat(121),
          ...IMAGE_ALTS,
          image: await imageFile('b.png'),
        },
      }),
    );
    await expectFieldErrors(response, { nameAr: 'At most 120 characters.' });
  });
});

it('saves the Arabic of a product and shows it on the Arabic product page', async () => {
  const [category] = await bed.testDb.db.select().from(productCategories).limit(1);
  const response = await call(
    CREATE_PRODUCT,
    bed.staff.request('POST', '/api/v1/product/create', {
      form: {
        ...PRODUCT_ALTS,
        subproductname: 'Tulsi Oil',
        subproductdescription: 'Distilled from holy basil.',
        subproductimage: await imageFile('card.png'),
        category: String(category.id),
        nameAr: 'زيت التلسي',
        description1Ar: 'مقطّر من الريحان المقدس.',
        detailimage1: await imageFile('one.png'),
      },
    }),
  );
  const product = await jsonOf(response, 201);
  expect(product).toMatchObject({ nameAr: 'زيت التلسي', detailsAr: '', description2Ar: '' });
  const ar = await getProduct('ar', product.id);
  expect(ar).toMatchObject({ name: 'زيت التلسي', description1: 'مقطّر من الريحان المقدس.' });
  expect(ar?.image.alt).toBe(PRODUCT_ALTS.subproductimageAltAr);
  expect(ar?.images.map((i) => i.alt)).toEqual([PRODUCT_ALTS.detailimage1AltAr]);

  const edited = await call(
    PATCH_PRODUCT,
    bed.staff.request('PATCH', `/api/v1/admin/products/${product.id}`, {
      form: {
        ...PRODUCT_ALTS,
        subproductname: 'Tulsi Oil',
        subproductdescription: 'Distilled from holy basil.',
        category: String(category.id),
        details: 'Leaf oil',
        detailsAr: 'زيت الأوراق',
      },
    }),
    { id: product.id },
  );
  expect(edited.status).toBe(200);
  expect(await getProduct('ar', product.id)).toMatchObject({ name: 'زيت التلسي', details: 'زيت الأوراق' });
  expect(await getProduct('en', product.id)).toMatchObject({ name: 'Tulsi Oil', details: 'Leaf oil' });
});

it('saves the Arabic of a job (JSON) and lists it on the Arabic careers page', async () => {
  const URL = '/api/v1/admin/jobs';
  const english = OPENING;
  const job = { ...english, titleAr: 'مشتري نباتات', locationAr: 'الفجيرة' };
  const response = await call(CREATE_JOB, bed.staff.request('POST', URL, { json: job }));
  const created = await jsonOf(response, 201);
  expect(created).toMatchObject({ titleAr: 'مشتري نباتات', locationAr: 'الفجيرة', experienceAr: '' });
  await call(
    PUBLISH_JOB,
    bed.staff.request('PUT', `${URL}/${created.id}/published`, { json: { published: true } }),
    {
      id: created.id,
    },
  );
  // The edit leaves the Arabic title out (kept) and clears the Arabic location.
  await call(
    PATCH_JOB,
    bed.staff.request('PATCH', `${URL}/${created.id}`, { json: { ...english, locationAr: '' } }),
    {
      id: created.id,
    },
  );
  const listed = (await listPublishedJobs('ar')).find((j) => j.id === created.id);
  expect(listed).toMatchObject({ title: 'مشتري نباتات', location: 'Fujairah', experience: '3-5 yrs' });
});
