/**
 * @jest-environment node
 *
 * Drafts, preview and scheduling of products, news, services and jobs (blog posts have their own
 * suite, blog-posts/__tests__/drafts.test.ts), through their routes against a real database and
 * real files: "Save as draft" of a published item leaves visitors' version as it is, "Publish
 * changes" replaces it; a new item saved as a draft is not public; Discard drops the draft; the
 * preview route leads to the page that shows each kind; the background work publishes what is due
 * of every kind, moves a product whose draft changed its category, and closes jobs at their time.
 */
import { eq, sql } from 'drizzle-orm';
import { adminTestBed, call, expectRetired, imageFile } from '@/test/admin';
import { expiredOutsideNext } from '@/lib/data/cache';
import { listPublishedJobs, readJobsPreview } from '@/features/careers/jobs';
import { readNewsPreview } from '@/features/news/data';
import { getNewsItem } from '@/features/news/published';
import { readProductPreview } from '@/features/products/data';
import { getProduct } from '@/features/products/published';
import { SCHEDULER } from '@/features/history/scheduled';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { listPublishedServices, readServicesPreview } from '@/features/services/data';
import { contentVersions, jobs, productCategories, products, services } from '@/lib/db/schema';
import { dubaiInputValue } from '@/lib/text/dates';
import { POST as CREATE_PRODUCT } from '../../../product/create/route';
import { PATCH as PATCH_PRODUCT } from '../../products/[id]/route';
import { POST as CREATE_NEWS } from '../../news/route';
import { PATCH as PATCH_NEWS } from '../../news/[id]/route';
import { POST as CREATE_SERVICE } from '../../services/route';
import { PATCH as PATCH_SERVICE } from '../../services/[id]/route';
import { POST as CREATE_JOB } from '../../jobs/route';
import { PATCH as PATCH_JOB } from '../../jobs/[id]/route';
import { DELETE as DISCARD } from '../[kind]/[id]/route';
import { GET as PREVIEW } from '../../preview/[kind]/[id]/route';

jest.mock('next/headers', () => ({
  ...jest.requireActual('next/headers'),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));

const bed = adminTestBed();
let categoryIds: number[];

beforeAll(async () => {
  categoryIds = (await bed.testDb.db.select({ id: productCategories.id }).from(productCategories)).map(
    (c) => c.id,
  );
});

type Form = Record<string, string | File | undefined>;

/** A moment `minutes` from now as the dialogs' Dubai date-time field gives it. */
const inMinutes = (minutes: number) => dubaiInputValue(new Date(Date.now() + minutes * 60_000).toISOString());
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function ok(response: Response, status = 200) {
  expect(response.status).toBe(status);
  return response.json();
}

const productForm = async (overrides: Form = {}): Promise<Form> => ({
  subproductname: 'Saffron Extract',
  subproductdescription: 'Stigmas of Crocus sativus, extracted in ethanol.',
  subproductimage: await imageFile('saffron.png'),
  subproductimageAlt: 'Saffron threads beside an amber bottle',
  subproductimageAltAr: 'خيوط زعفران بجانب زجاجة كهرمانية',
  category: String(categoryIds[0]),
  ...overrides,
});
const newsForm = async (overrides: Form = {}): Promise<Form> => ({
  title: 'Gulfood 2027',
  caption: 'Meet us in hall 4.',
  description: 'Our stand shows the new oleoresins.',
  date: '2026-11-20',
  image: await imageFile('gulfood.png'),
  imageAlt: 'Our stand at Gulfood',
  imageAltAr: 'جناحنا في جلفود',
  ...overrides,
});
const serviceForm = async (overrides: Form = {}): Promise<Form> => ({
  name: 'Cold Chain Export',
  description: 'Frozen produce shipped at −18 °C.',
  image: await imageFile('cold.png'),
  imageAlt: 'A refrigerated container at the port',
  imageAltAr: 'حاوية مبرّدة في الميناء',
  ...overrides,
});
const jobForm = (overrides: Record<string, string> = {}) => ({
  title: 'Quality Analyst',
  experience: '3 years',
  qualification: 'BSc Chemistry',
  location: 'Dubai',
  description: 'Tests every batch before it ships.',
  ...overrides,
});

const product = {
  create: async (form: Form) =>
    ok(await call(CREATE_PRODUCT, bed.staff.request('POST', '/api/v1/product/create', { form })), 201),
  patch: (id: number, form: Form) =>
    call(PATCH_PRODUCT, bed.staff.request('PATCH', `/api/v1/admin/products/${id}`, { form }), { id }),
};
const news = {
  create: async (form: Form) =>
    ok(await call(CREATE_NEWS, bed.staff.request('POST', '/api/v1/admin/news', { form })), 201),
  patch: (id: number, form: Form) =>
    call(PATCH_NEWS, bed.staff.request('PATCH', `/api/v1/admin/news/${id}`, { form }), { id }),
};
const service = {
  create: async (form: Form) =>
    ok(await call(CREATE_SERVICE, bed.staff.request('POST', '/api/v1/admin/services', { form })), 201),
  patch: (id: number, form: Form) =>
    call(PATCH_SERVICE, bed.staff.request('PATCH', `/api/v1/admin/services/${id}`, { form }), { id }),
};
const job = {
  create: (json: Record<string, string>) =>
    call(CREATE_JOB, bed.staff.request('POST', '/api/v1/admin/jobs', { json })),
  patch: (id: number, json: Record<string, string>) =>
    call(PATCH_JOB, bed.staff.request('PATCH', `/api/v1/admin/jobs/${id}`, { json }), { id }),
};
const discard = (kind: string, id: number) =>
  call(DISCARD, bed.staff.request('DELETE', `/api/v1/admin/drafts/${kind}/${id}`), { kind, id });
const preview = (kind: string, id: number, locale = 'en') =>
  call(PREVIEW, bed.staff.request('GET', `/api/v1/admin/preview/${kind}/${id}?locale=${locale}`), {
    kind,
    id,
  });

async function versionsOf(table: string, id: number) {
  return bed.testDb.db
    .select()
    .from(contentVersions)
    .where(sql`${contentVersions.entity} = ${table} AND ${contentVersions.entityId} = ${id}`)
    .orderBy(contentVersions.id);
}

describe('a published product', () => {
  it('keeps its public version while a draft waits, then publishes the draft with "Publish changes"', async () => {
    const created = await product.create(await productForm());
    expiredOutsideNext.length = 0;
    const drafted = await ok(
      await product.patch(
        created.id,
        await productForm({
          subproductname: 'Saffron Extract, 2% safranal',
          subproductimage: await imageFile('saffron-2.png'),
          asDraft: '1',
        }),
      ),
    );
    expect(drafted.name).toBe('Saffron Extract');
    expect(drafted.draft).toMatchObject({ name: 'Saffron Extract, 2% safranal' });
    expect((await getProduct('en', created.id))!.name).toBe('Saffron Extract');
    expect((await getProduct('en', created.id))!.image.src).toBe(created.image.src);
    expect((await readProductPreview('en', created.id))!.name).toBe('Saffron Extract, 2% safranal');
    expect(expiredOutsideNext).toEqual([]);

    const published = await ok(
      await product.patch(
        created.id,
        await productForm({ subproductname: 'Saffron Extract, 2% safranal', subproductimage: undefined }),
      ),
    );
    expect(published).toMatchObject({ name: 'Saffron Extract, 2% safranal', draft: null });
    expect(published.image.src).toBe(drafted.draft.image.src);
    expect((await getProduct('en', created.id))!.name).toBe('Saffron Extract, 2% safranal');
    expect(expiredOutsideNext).toEqual(expect.arrayContaining([`product:${created.id}`]));
    await expectRetired(bed.testDb.db, bed.data.uploads, created.image.src.split('/media/')[1]);
  });

  it('moves to the end of another category when a scheduled draft that changes it is published', async () => {
    const created = await product.create(await productForm({ subproductname: 'Clove Bud Oil' }));
    const [target, other] = [categoryIds[1], categoryIds[0]];
    expect(created.categoryId).toBe(other);
    await ok(
      await product.patch(
        created.id,
        await productForm({
          subproductname: 'Clove Bud Oil',
          subproductimage: undefined,
          category: String(target),
          asDraft: '1',
          publishAt: inMinutes(5),
        }),
      ),
    );
    expect((await getProduct('en', created.id))!.categoryId).toBe(other);
    const done = await publishDueItems(bed.testDb.db, minutesAhead(6));
    expect(done).toContainEqual({ kind: 'products', id: created.id, action: 'published' });
    const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ categoryId: target, draft: null, publishAt: null, published: true });
    const [{ last }] = await bed.testDb.db
      .select({ last: sql<number>`max(${products.position})` })
      .from(products)
      .where(eq(products.categoryId, target));
    expect(row.position).toBe(last);
    expect((await versionsOf('products', created.id)).at(-1)).toMatchObject({ actorEmail: SCHEDULER });
  });
});

describe('news', () => {
  it('saved as a draft when new is not public until its time, and its preview leads to its page', async () => {
    const created = await news.create(await newsForm({ asDraft: '1', publishAt: inMinutes(10) }));
    expect(created).toMatchObject({ published: false });
    expect(created.publishAt).not.toBeNull();
    expect(await getNewsItem('en', created.id)).toBeNull();
    expect((await readNewsPreview('en', created.id))!.title).toBe('Gulfood 2027');

    const opened = await preview('news', created.id, 'ar');
    expect(opened.status).toBe(307);
    expect(opened.headers.get('location')).toBe(`/ar/newsdetails/${created.id}`);

    expect(await publishDueItems(bed.testDb.db, minutesAhead(5))).not.toContainEqual(
      expect.objectContaining({ kind: 'news', id: created.id }),
    );
    expect(await publishDueItems(bed.testDb.db, minutesAhead(11))).toContainEqual({
      kind: 'news',
      id: created.id,
      action: 'published',
    });
    expect((await getNewsItem('en', created.id))!.title).toBe('Gulfood 2027');
  });

  it('drops a discarded draft and its picture; the public item stays', async () => {
    const created = await news.create(await newsForm());
    const drafted = await ok(
      await news.patch(
        created.id,
        await newsForm({ title: 'Gulfood 2027: hall 5', image: await imageFile('hall-5.png'), asDraft: '1' }),
      ),
    );
    expect(await ok(await discard('news', created.id))).toEqual({ discarded: true });
    expect((await getNewsItem('en', created.id))!.title).toBe('Gulfood 2027');
    expect((await readNewsPreview('en', created.id))!.title).toBe('Gulfood 2027');
    await expectRetired(bed.testDb.db, bed.data.uploads, drafted.draft.image.src.split('/media/')[1]);
    expect((await discard('news', 999_999)).status).toBe(404);
    expect((await discard('accounts', created.id)).status).toBe(404);
  });
});

describe('services', () => {
  it('shows a published service its draft only in preview, and a new one scheduled at its time', async () => {
    const live = await service.create(await serviceForm());
    await call(
      (await import('../../services/[id]/published/route')).PUT,
      bed.staff.request('PUT', `/api/v1/admin/services/${live.id}/published`, { json: { published: true } }),
      { id: live.id },
    );
    await ok(
      await service.patch(
        live.id,
        await serviceForm({ name: 'Cold Chain, −25 °C', image: undefined, asDraft: '1' }),
      ),
    );
    const coming = await service.create(
      await serviceForm({ name: 'Private Label', publishAt: inMinutes(30) }),
    );
    expect(coming).toMatchObject({ published: false });

    const names = (list: { name: string }[]) => list.map((s) => s.name);
    const visitors = names(await listPublishedServices('en'));
    expect(visitors).toContain('Cold Chain Export');
    expect(visitors).not.toContain('Cold Chain, −25 °C');
    expect(visitors).not.toContain('Private Label');
    // The preview of the new one: every service with its draft, and that one though unpublished.
    const previewed = names(await readServicesPreview('en', coming.id));
    expect(previewed).toEqual(expect.arrayContaining(['Cold Chain, −25 °C', 'Private Label']));
    expect(previewed).not.toContain('Cold Chain Export');
    expect(names(await readServicesPreview('en', null))).not.toContain('Private Label');

    const opened = await preview('services', coming.id);
    expect(opened.headers.get('location')).toBe('/services');
    expect(opened.headers.get('set-cookie')).toContain(`kinglife_preview_item=services%3A${coming.id}`);

    await publishDueItems(bed.testDb.db, minutesAhead(31));
    expect(names(await listPublishedServices('en'))).toContain('Private Label');
    const [row] = await bed.testDb.db.select().from(services).where(eq(services.id, coming.id));
    expect(row).toMatchObject({ published: true, publishAt: null });
  });
});

describe('jobs', () => {
  it('publishes an opening at its time and closes it at its closing time', async () => {
    const created = await ok(
      await job.create(jobForm({ publishAt: inMinutes(10), closeAt: inMinutes(60) })),
      201,
    );
    expect(created).toMatchObject({ published: false });
    expect(Date.parse(created.closeAt)).toBeGreaterThan(Date.parse(created.publishAt));
    const titles = async () => (await listPublishedJobs('en')).map((j) => j.title);
    expect(await titles()).not.toContain('Quality Analyst');
    expect((await readJobsPreview('en', created.id)).map((j) => j.title)).toContain('Quality Analyst');
    expect((await preview('jobs', created.id)).headers.get('location')).toBe('/careers');

    await publishDueItems(bed.testDb.db, minutesAhead(11));
    expect(await titles()).toContain('Quality Analyst');
    expiredOutsideNext.length = 0;
    const done = await publishDueItems(bed.testDb.db, minutesAhead(61));
    expect(done).toContainEqual({ kind: 'jobs', id: created.id, action: 'unpublished' });
    expect(expiredOutsideNext).toContain('jobs');
    expect(await titles()).not.toContain('Quality Analyst');
    const [row] = await bed.testDb.db.select().from(jobs).where(eq(jobs.id, created.id));
    expect(row).toMatchObject({ published: false, closeAt: null });
  });

  it('refuses a closing time before the publishing time, or in the past, and keeps the job as it was', async () => {
    const before = await job.create(jobForm({ publishAt: inMinutes(60), closeAt: inMinutes(30) }));
    expect(before.status).toBe(400);
    expect(JSON.stringify(await before.json())).toContain(
      'Choose a closing time after the time it is published.',
    );
    const created = await ok(await job.create(jobForm({ title: 'Export Clerk' })), 201);
    const past = await job.patch(created.id, jobForm({ title: 'Export Clerk II', closeAt: inMinutes(-5) }));
    expect(past.status).toBe(400);
    const [row] = await bed.testDb.db.select().from(jobs).where(eq(jobs.id, created.id));
    expect(row).toMatchObject({ title: 'Export Clerk', closeAt: null });
  });

  it('keeps a published opening as it is while its draft waits, its closing time set at once', async () => {
    const created = await ok(await job.create(jobForm({ title: 'Lab Technician' })), 201);
    await bed.testDb.db.update(jobs).set({ published: true }).where(eq(jobs.id, created.id));
    const drafted = await ok(
      await job.patch(
        created.id,
        jobForm({ title: 'Senior Lab Technician', asDraft: '1', closeAt: inMinutes(120) }),
      ),
    );
    expect(drafted).toMatchObject({ title: 'Lab Technician', draft: { title: 'Senior Lab Technician' } });
    expect(drafted.closeAt).not.toBeNull();
    const titles = (await listPublishedJobs('en')).map((j) => j.title);
    expect(titles).toContain('Lab Technician');
    expect(titles).not.toContain('Senior Lab Technician');
    expect((await versionsOf('jobs', created.id)).filter((v) => v.action === 'update')).toHaveLength(0);
  });
});
