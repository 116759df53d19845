/**
 * The content lifecycle's table: every kind that publishes × every path that can make an item
 * public or change a public item's texts (the dialog, the Publish switch, "Publish changes",
 * History, the Trash, the scheduler) × each rule such a write must keep, through the routes staff
 * use. "Publish only with its Arabic": with the setting on, each is refused (409
 * `arabic_required`, naming the empty fields) and nothing of it is kept (the kind's rows, the
 * versions, the audit trail, the webhook events, the files); the scheduler holds the item back.
 * With the setting off each goes through, and then History has a new version of the item, the
 * audit trail an entry, the cache tags its collection declares (lib/data/collections.ts) are
 * expired, and the webhooks are told it is public (`content.published`). The Arabic rule is checked
 * where every write commits (lib/data/transaction.ts), so a write no path lists is refused too,
 * while a draft, a place in a list or an option taken off an old published item is not.
 */
import { eq, sql } from 'drizzle-orm';
import { adminTestBed, call, imageFile, jsonOf } from '@/test/admin';
import { actingAs } from '@/lib/audit/actor';
import { writeTransaction } from '@/lib/data/transaction';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { COLLECTIONS, DRAFT_COLLECTIONS } from '@/lib/data/collections';
import { listenForPublished, restoreFirstVersion, rowsAbout } from '@/test/lifecycle';
import { EVENT_FIELDS } from '@/test/contentForms';
import { expiredOutsideNext } from '@/lib/data/cache';
import { blogCategories, productApplications, productCategories, products } from '@/lib/db/schema';
import { dubaiInputValue } from '@/lib/text/dates';
import type { HistoryKind } from '@/lib/data/collections';
import { GET as GET_SETTINGS, PUT as PUT_SETTINGS } from '../../settings/route';
import { POST as CREATE_PRODUCT } from '../../../product/create/route';
import { DELETE as DELETE_PRODUCT, PATCH as PATCH_PRODUCT } from '../../products/[id]/route';
import { PUT as PUBLISH_PRODUCT } from '../../products/[id]/published/route';
import { PUT as ORDER_PRODUCTS } from '../../product-categories/[id]/products/order/route';
import { DELETE as DELETE_PRODUCT_TAG } from '../../product-lists/[kind]/[id]/route';
import { POST as CREATE_PRODUCT_TAG } from '../../product-lists/[kind]/route';
import { POST as CREATE_POST } from '../../blog-categories/[id]/posts/route';
import { DELETE as DELETE_POST, PATCH as PATCH_POST } from '../../blog-posts/[id]/route';
import { PUT as PUBLISH_POST } from '../../blog-posts/[id]/published/route';
import { POST as CREATE_NEWS } from '../../news/route';
import { DELETE as DELETE_NEWS, PATCH as PATCH_NEWS } from '../../news/[id]/route';
import { PUT as PUBLISH_NEWS } from '../../news/[id]/published/route';
import { POST as CREATE_SERVICE } from '../../services/route';
import { DELETE as DELETE_SERVICE, PATCH as PATCH_SERVICE } from '../../services/[id]/route';
import { PUT as PUBLISH_SERVICE } from '../../services/[id]/published/route';
import { POST as CREATE_JOB } from '../../jobs/route';
import { DELETE as DELETE_JOB, PATCH as PATCH_JOB } from '../../jobs/[id]/route';
import { PUT as PUBLISH_JOB } from '../../jobs/[id]/published/route';
import { POST as CREATE_EVENT } from '../../events/route';
import { DELETE as DELETE_EVENT, PATCH as PATCH_EVENT } from '../../events/[id]/route';
import { PUT as PUBLISH_EVENT } from '../../events/[id]/published/route';
import { POST as RESTORE_FROM_TRASH } from '../../trash/[kind]/[id]/restore/route';

const bed = adminTestBed();

type Fields = Record<string, string | File | undefined>;
type Handler = Parameters<typeof call>[0];

/** A kind that publishes, as its dialogs and routes take it. */
interface Kit {
  kind: HistoryKind;
  table: string;
  /** The column that says the item is on the website. */
  publishedColumn: string;
  /** Whether an item made without "Save as draft" is public at once. */
  createsPublished: boolean;
  /** The dialog's English fields (a new picture with them when `picture`). */
  english: (picture: boolean) => Promise<Fields>;
  /** The dialog's Arabic fields, filled in. */
  arabic: Record<string, string>;
  /** What the refusal names when every Arabic text is empty. */
  labels: string[];
  create: (fields: Fields) => Promise<Response>;
  edit: (id: number, fields: Fields) => Promise<Response>;
  publish: (id: number) => Promise<Response>;
  remove: (id: number) => Promise<Response>;
}

let productCategory: number;
let blogCategory: number;

const form = (handler: Handler, method: string, url: string, fields: Fields, params = {}) =>
  call(handler, bed.staff.request(method, url, { form: fields }), params);
const json = (handler: Handler, method: string, url: string, body: unknown, params = {}) =>
  call(handler, bed.staff.request(method, url, { json: body }), params);
const bare = (handler: Handler, method: string, url: string, params = {}) =>
  call(handler, bed.staff.request(method, url), params);

const KITS: Kit[] = [
  {
    kind: 'products',
    table: 'products',
    publishedColumn: 'published',
    createsPublished: true,
    english: async (picture) => ({
      subproductname: 'Saffron Extract',
      subproductdescription: 'Stigmas of Crocus sativus, extracted in ethanol.',
      category: String(productCategory),
      subproductimage: picture ? await imageFile('saffron.png') : undefined,
      subproductimageDecorative: 'true',
    }),
    arabic: { nameAr: 'مستخلص الزعفران', description1Ar: 'مياسم الزعفران المستخلصة بالإيثانول.' },
    labels: ['Sub-Product Name (Arabic)', 'Sub-Product Description (Arabic)'],
    create: (fields) => form(CREATE_PRODUCT, 'POST', '/api/v1/product/create', fields),
    edit: (id, fields) => form(PATCH_PRODUCT, 'PATCH', `/api/v1/admin/products/${id}`, fields, { id }),
    publish: (id) =>
      json(PUBLISH_PRODUCT, 'PUT', `/api/v1/admin/products/${id}/published`, { published: true }, { id }),
    remove: (id) => bare(DELETE_PRODUCT, 'DELETE', `/api/v1/admin/products/${id}`, { id }),
  },
  {
    kind: 'blog-posts',
    table: 'blog_posts',
    publishedColumn: 'published',
    createsPublished: true,
    english: async (picture) => ({
      title: 'Drying Leaves in the Sun',
      teaser: 'How the leaves keep their colour.',
      body: 'Three days on racks, turned every morning.',
      publishedAt: '2026-11-01',
      image: picture ? await imageFile('leaves.png') : undefined,
      imageDecorative: 'true',
    }),
    arabic: {
      titleAr: 'تجفيف الأوراق تحت الشمس',
      teaserAr: 'كيف تحتفظ الأوراق بلونها.',
      bodyAr: 'ثلاثة أيام على الرفوف، تقلب كل صباح.',
    },
    labels: ['Title (Arabic)', 'Description (Arabic)', 'Article (Arabic)'],
    create: (fields) =>
      form(CREATE_POST, 'POST', `/api/v1/admin/blog-categories/${blogCategory}/posts`, fields, {
        id: blogCategory,
      }),
    edit: (id, fields) => form(PATCH_POST, 'PATCH', `/api/v1/admin/blog-posts/${id}`, fields, { id }),
    publish: (id) =>
      json(PUBLISH_POST, 'PUT', `/api/v1/admin/blog-posts/${id}/published`, { published: true }, { id }),
    remove: (id) => bare(DELETE_POST, 'DELETE', `/api/v1/admin/blog-posts/${id}`, { id }),
  },
  {
    kind: 'news',
    table: 'news',
    publishedColumn: 'is_published',
    createsPublished: true,
    english: async (picture) => ({
      title: 'Harvest Open Day',
      caption: 'Visit the farm.',
      description: 'Saturday only.',
      date: '2026-11-20',
      image: picture ? await imageFile('farm.png') : undefined,
      imageDecorative: 'true',
    }),
    arabic: { titleAr: 'يوم الحصاد المفتوح', captionAr: 'زوروا المزرعة.', descriptionAr: 'يوم السبت فقط.' },
    labels: ['Title (Arabic)', 'Caption (Arabic)', 'Description (Arabic)'],
    create: (fields) => form(CREATE_NEWS, 'POST', '/api/v1/admin/news', fields),
    edit: (id, fields) => form(PATCH_NEWS, 'PATCH', `/api/v1/admin/news/${id}`, fields, { id }),
    publish: (id) =>
      json(PUBLISH_NEWS, 'PUT', `/api/v1/admin/news/${id}/published`, { published: true }, { id }),
    remove: (id) => bare(DELETE_NEWS, 'DELETE', `/api/v1/admin/news/${id}`, { id }),
  },
  {
    kind: 'services',
    table: 'services',
    publishedColumn: 'published',
    createsPublished: false,
    english: async (picture) => ({
      name: 'Port Cold Rooms',
      description: 'Cold rooms at the port.',
      image: picture ? await imageFile('port.png') : undefined,
      imageDecorative: 'true',
    }),
    arabic: { nameAr: 'غرف التبريد في الميناء', descriptionAr: 'غرف تبريد في الميناء.' },
    labels: ['Add Service Name (Arabic)', 'Add Description (Arabic)'],
    create: (fields) => form(CREATE_SERVICE, 'POST', '/api/v1/admin/services', fields),
    edit: (id, fields) => form(PATCH_SERVICE, 'PATCH', `/api/v1/admin/services/${id}`, fields, { id }),
    publish: (id) =>
      json(PUBLISH_SERVICE, 'PUT', `/api/v1/admin/services/${id}/published`, { published: true }, { id }),
    remove: (id) => bare(DELETE_SERVICE, 'DELETE', `/api/v1/admin/services/${id}`, { id }),
  },
  {
    kind: 'jobs',
    table: 'jobs',
    publishedColumn: 'published',
    createsPublished: false,
    english: async () => ({
      title: 'Quality Analyst',
      experience: '3 years',
      qualification: 'BSc Chemistry',
      location: 'Dubai',
      description: 'Tests every batch before it ships.',
    }),
    arabic: {
      titleAr: 'محلل جودة',
      experienceAr: '3 سنوات',
      qualificationAr: 'بكالوريوس كيمياء',
      locationAr: 'دبي',
      descriptionAr: 'يختبر كل دفعة قبل شحنها.',
    },
    labels: [
      'Add Job title (Arabic)',
      'Required Experience (Arabic)',
      'Required Qualification (Arabic)',
      'Location (Arabic)',
      'Add Job Description (Arabic)',
    ],
    create: (fields) => json(CREATE_JOB, 'POST', '/api/v1/admin/jobs', fields),
    edit: (id, fields) => json(PATCH_JOB, 'PATCH', `/api/v1/admin/jobs/${id}`, fields, { id }),
    publish: (id) =>
      json(PUBLISH_JOB, 'PUT', `/api/v1/admin/jobs/${id}/published`, { published: true }, { id }),
    remove: (id) => bare(DELETE_JOB, 'DELETE', `/api/v1/admin/jobs/${id}`, { id }),
  },
  {
    kind: 'events',
    table: 'events',
    publishedColumn: 'published',
    createsPublished: false,
    english: async (picture) => ({
      ...EVENT_FIELDS,
      image: picture ? await imageFile('stand.png') : undefined,
      imageDecorative: 'true',
    }),
    arabic: {
      nameAr: 'فود إنغريدينتس أوروبا 2027',
      cityAr: 'فرانكفورت',
      countryAr: 'ألمانيا',
      venueAr: 'معرض فرانكفورت',
      standAr: 'القاعة 3.1، الجناح F52',
      summaryAr: 'أوليوريسينات التوابل والمستخلصات المعيّرة لمصنّعي الأغذية.',
    },
    labels: [
      'Event name (Arabic)',
      'City (Arabic)',
      'Country (Arabic)',
      'Venue (Arabic)',
      'Short text (Arabic)',
    ],
    create: (fields) => form(CREATE_EVENT, 'POST', '/api/v1/admin/events', fields),
    edit: (id, fields) => form(PATCH_EVENT, 'PATCH', `/api/v1/admin/events/${id}`, fields, { id }),
    publish: (id) =>
      json(PUBLISH_EVENT, 'PUT', `/api/v1/admin/events/${id}/published`, { published: true }, { id }),
    remove: (id) => bare(DELETE_EVENT, 'DELETE', `/api/v1/admin/events/${id}`, { id }),
  },
];

it('walks every collection that publishes item by item', () => {
  expect(KITS.map((kit) => kit.kind).sort()).toEqual(Object.keys(DRAFT_COLLECTIONS).sort());
});

beforeAll(async () => {
  // Someone listens for content.published: a refused write must store no event, and one that goes through one.
  await listenForPublished();
  [{ id: productCategory }] = await bed.testDb.db
    .select({ id: productCategories.id })
    .from(productCategories)
    .limit(1);
  [{ id: blogCategory }] = await bed.testDb.db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .limit(1);
});

async function setRule(on: boolean) {
  const settings = await jsonOf(
    await call(GET_SETTINGS, bed.staff.request('GET', '/api/v1/admin/settings')),
    200,
  );
  const saved = await call(
    PUT_SETTINGS,
    bed.staff.request('PUT', '/api/v1/admin/settings', { json: { ...settings, publishNeedsArabic: on } }),
  );
  expect(await jsonOf(saved, 200)).toMatchObject({ publishNeedsArabic: on });
}

/** The kit's Arabic fields, emptied. */
const noArabic = (kit: Kit) => Object.fromEntries(Object.keys(kit.arabic).map((key) => [key, '']));

/** A new item of `kit` through its dialog (setting off), with or without its Arabic. */
async function created(kit: Kit, arabic: boolean, extra: Fields = {}): Promise<number> {
  const fields = { ...(await kit.english(true)), ...(arabic ? kit.arabic : noArabic(kit)), ...extra };
  return (await jsonOf(await kit.create(fields), 201)).id;
}

/** A published item of `kit` (setting off), with or without its Arabic. */
async function published(kit: Kit, arabic: boolean): Promise<number> {
  const id = await created(kit, arabic);
  if (!kit.createsPublished) expect((await kit.publish(id)).status).toBe(200);
  expect(await isPublic(kit, id)).toBe(true);
  return id;
}

/** The dialog's save of item `id`: its English and `arabic`, as a draft when `asDraft`. */
async function save(kit: Kit, id: number, arabic: Record<string, string>, asDraft?: '1') {
  return kit.edit(id, { ...(await kit.english(false)), ...arabic, asDraft });
}

async function isPublic(kit: Kit, id: number): Promise<boolean | undefined> {
  const { rows } = await bed.testDb.db.execute<{ public: boolean }>(
    sql`SELECT ${sql.identifier(kit.publishedColumn)} AS public FROM ${sql.identifier(kit.table)} WHERE id = ${id}`,
  );
  return rows[0]?.public;
}

/** Everything a refused write must leave as it was: the kind's rows, and how many of the rest. */
async function snapshot(kit: Kit) {
  const count = (table: string) => sql`(SELECT count(*) FROM ${sql.identifier(table)})`;
  const { rows } = await bed.testDb.db.execute(sql`SELECT
    (SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY t.id), '[]') FROM ${sql.identifier(kit.table)} t) AS items,
    ${count('content_versions')} AS versions,
    ${count('audit_events')} AS audit,
    ${count('webhook_events')} AS webhooks,
    ${count('retired_files')} AS retired,
    ${count('uploaded_files')} AS files,
    ${count('translation_marks')} AS marks`);
  return rows[0];
}

async function expectRefused(kit: Kit, response: Response) {
  const body = await jsonOf(response, 409);
  expect(body.error).toBe('arabic_required');
  for (const label of kit.labels) expect(body.message).toContain(label);
}

/**
 * A path to the website: `arrange` (setting off) leaves the item as the path finds it; `act`
 * takes the path, answering `allowed` when it goes through, with the item (its id) public.
 */
interface Path {
  name: string;
  /** Kinds whose dialog has no such path (services and jobs are not public when made). */
  skip?: (kit: Kit) => boolean;
  arrange: (kit: Kit) => Promise<number>;
  act: (kit: Kit, id: number) => Promise<Response>;
  allowed: number;
}

const PATHS: Path[] = [
  {
    name: 'the dialog making a new item public',
    skip: (kit) => !kit.createsPublished,
    arrange: async () => 0,
    act: async (kit) => kit.create({ ...(await kit.english(true)), ...noArabic(kit) }),
    allowed: 201,
  },
  {
    name: 'the dialog saving a published item without its Arabic',
    arrange: (kit) => published(kit, true),
    act: (kit, id) => save(kit, id, noArabic(kit)),
    allowed: 200,
  },
  {
    name: 'the Publish switch',
    arrange: (kit) => created(kit, false, { asDraft: kit.createsPublished ? '1' : undefined }),
    act: (kit, id) => kit.publish(id),
    allowed: 200,
  },
  {
    name: '"Publish changes" of a draft without its Arabic',
    arrange: async (kit) => {
      const id = await published(kit, true);
      expect((await save(kit, id, noArabic(kit), '1')).status).toBe(200);
      return id;
    },
    act: (kit, id) => save(kit, id, noArabic(kit)),
    allowed: 200,
  },
  {
    name: 'History restoring a version without its Arabic',
    arrange: async (kit) => {
      const id = await published(kit, false);
      expect((await save(kit, id, kit.arabic)).status).toBe(200);
      return id;
    },
    act: (kit, id) => restoreFirstVersion(bed, kit.kind, kit.table, id),
    allowed: 200,
  },
  {
    name: 'the Trash putting back an item deleted while published',
    arrange: async (kit) => {
      const id = await published(kit, false);
      expect((await kit.remove(id)).status).toBe(200);
      return id;
    },
    act: (kit, id) =>
      call(RESTORE_FROM_TRASH, bed.staff.request('POST', `/api/v1/admin/trash/${kit.kind}/${id}/restore`), {
        kind: kit.kind,
        id,
      }),
    allowed: 200,
  },
];

const CASES = KITS.flatMap((kit) =>
  PATHS.filter((path) => !path.skip?.(kit)).map((path) => [kit.kind, path.name, kit, path] as const),
);

/** The webhook events `content.published` sent for item `id` of `kit` since `since` (a webhook_events count). */
async function announced(kit: Kit, id: number, since: number) {
  const { rows } = await bed.testDb.db.execute<{ body: string }>(
    sql`SELECT body FROM webhook_events WHERE type = 'content.published' ORDER BY created_at OFFSET ${since}`,
  );
  return rows
    .map((row) => (JSON.parse(row.body) as { data: { kind: string; id: number } }).data)
    .filter((data) => data.kind === kit.table && data.id === id);
}

/**
 * The lifecycle's table: every kind that publishes × every path to the website × each rule the
 * path must keep. "Publish only with its Arabic" refuses it (and nothing is kept); once it goes
 * through, History has a new version of the item, the audit trail an entry, the cache tags its
 * collection declares for it are expired (its pages and the CDN's copies), and the webhooks are
 * told it is public as it now stands (`content.published`).
 */
describe.each(CASES)('%s: %s', (_kind, _path, kit, path) => {
  it('keeps every rule: Arabic required, a History version, the audit trail, its pages’ tags, the webhook', async () => {
    const id = await path.arrange(kit);
    await setRule(true);
    try {
      const before = await snapshot(kit);
      await expectRefused(kit, await path.act(kit, id));
      expect(await snapshot(kit)).toEqual(before);
    } finally {
      await setRule(false);
    }
    const versions = id ? await rowsAbout(bed, 'content_versions', kit.table, id) : 0;
    const audit = id ? await rowsAbout(bed, 'audit_events', kit.table, id) : 0;
    const { webhooks } = (await snapshot(kit)) as { webhooks: string };
    expiredOutsideNext.length = 0;

    const done = await jsonOf(await path.act(kit, id), path.allowed);
    const item = id || done.id;
    expect(await isPublic(kit, item)).toBe(true);
    expect(await rowsAbout(bed, 'content_versions', kit.table, item)).toBeGreaterThan(versions);
    expect(await rowsAbout(bed, 'audit_events', kit.table, item)).toBeGreaterThan(audit);
    expect(expiredOutsideNext).toEqual(expect.arrayContaining(COLLECTIONS[kit.kind].tags(item)));
    expect(await announced(kit, item, Number(webhooks))).toHaveLength(1);
  });
});

describe.each(KITS.map((kit) => [kit.kind, kit] as const))('%s: the scheduler', (_kind, kit) => {
  it('holds back an item without its Arabic while the setting is on, and publishes it once it is off, keeping every rule', async () => {
    const at = new Date(Date.now() + 5 * 60_000);
    const id = await created(kit, false, {
      asDraft: kit.createsPublished ? '1' : undefined,
      publishAt: dubaiInputValue(at.toISOString()),
    });
    const due = new Date(at.getTime() + 60_000);
    await setRule(true);
    try {
      const done = await publishDueItems(bed.testDb.db, due);
      expect(done).not.toContainEqual(expect.objectContaining({ id, action: 'published', kind: kit.kind }));
      const { rows } = await bed.testDb.db.execute<{ public: boolean; publish_at: Date | null }>(
        sql`SELECT ${sql.identifier(kit.publishedColumn)} AS public, publish_at FROM ${sql.identifier(kit.table)} WHERE id = ${id}`,
      );
      expect(rows[0]).toEqual({ public: false, publish_at: null });
      const { rows: held } = await bed.testDb.db.execute<{ summary: string }>(
        sql`SELECT summary FROM audit_events WHERE entity = ${kit.table} AND entity_id = ${String(id)}
          AND summary LIKE '%not published at its time%'`,
      );
      expect(held).toHaveLength(1);
      for (const label of kit.labels) expect(held[0].summary).toContain(label);
    } finally {
      await setRule(false);
    }
    await bed.testDb.db.execute(
      sql`UPDATE ${sql.identifier(kit.table)} SET publish_at = ${at.toISOString()}::timestamptz WHERE id = ${id}`,
    );
    const versions = await rowsAbout(bed, 'content_versions', kit.table, id);
    const audit = await rowsAbout(bed, 'audit_events', kit.table, id);
    const { webhooks } = (await snapshot(kit)) as { webhooks: string };
    expiredOutsideNext.length = 0;
    expect(await publishDueItems(bed.testDb.db, due)).toContainEqual({
      kind: kit.kind,
      id,
      action: 'published',
    });
    expect(await isPublic(kit, id)).toBe(true);
    // The scheduler's path keeps the same rules as staff's.
    expect(await rowsAbout(bed, 'content_versions', kit.table, id)).toBeGreaterThan(versions);
    expect(await rowsAbout(bed, 'audit_events', kit.table, id)).toBeGreaterThan(audit);
    expect(expiredOutsideNext).toEqual(expect.arrayContaining(COLLECTIONS[kit.kind].tags(id)));
    expect(await announced(kit, id, Number(webhooks))).toHaveLength(1);
  });
});

describe('while the setting is on', () => {
  beforeAll(() => setRule(true));
  afterAll(() => setRule(false));

  it.each(KITS.map((kit) => [kit.kind, kit] as const))(
    '%s: a draft without its Arabic is still saved for a published item, which stays as it is',
    async (_kind, kit) => {
      const id = await published(kit, true);
      const response = await save(kit, id, noArabic(kit), '1');
      expect(response.status).toBe(200);
      const { rows } = await bed.testDb.db.execute<{ draft: Record<string, unknown> }>(
        sql`SELECT draft FROM ${sql.identifier(kit.table)} WHERE id = ${id}`,
      );
      expect(rows[0].draft).not.toBeNull();
      expect(await isPublic(kit, id)).toBe(true);
    },
  );

  it('refuses a write no path lists: a raw UPDATE in the write transaction that publishes an item', async () => {
    const kit = KITS.find((k) => k.kind === 'jobs')!;
    const staff = { ip: '203.0.113.7', user: { id: bed.staff.user.id, email: bed.staff.user.email } };
    await setRule(false);
    const id = await created(kit, false);
    const old = await published(kit, false);
    await setRule(true);
    const before = await snapshot(kit);
    const publish = () =>
      actingAs(staff, () =>
        writeTransaction((tx) => tx.execute(sql`UPDATE jobs SET published = true WHERE id = ${id}`)),
      );
    await expect(publish()).rejects.toMatchObject({ status: 409, code: 'arabic_required' });
    expect(await snapshot(kit)).toEqual(before);

    // A change undone by its savepoint is not checked: here, of an item published before the setting.
    await actingAs(staff, () =>
      writeTransaction(async (tx) => {
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`UPDATE jobs SET title = 'Senior Quality Analyst' WHERE id = ${old}`);
            inner.rollback();
          })
          .catch(() => undefined);
        await tx.execute(sql`UPDATE jobs SET location_ar = 'دبي' WHERE id = ${id}`);
      }),
    );
    const { rows } = await bed.testDb.db.execute<{ title: string; location_ar: string }>(
      sql`SELECT (SELECT title FROM jobs WHERE id = ${old}) AS title, (SELECT location_ar FROM jobs WHERE id = ${id}) AS location_ar`,
    );
    expect(rows[0]).toEqual({ title: 'Quality Analyst', location_ar: 'دبي' });
  });

  it('lets a published product without its Arabic be moved in its list, lose an option, and change a number of its specification', async () => {
    const kit = KITS.find((k) => k.kind === 'products')!;
    await setRule(false);
    const id = await published(kit, false);
    const tag = await jsonOf(
      await json(
        CREATE_PRODUCT_TAG,
        'POST',
        '/api/v1/admin/product-lists/applications',
        { name: 'Bakery' },
        {
          kind: 'applications',
        },
      ),
      201,
    );
    await bed.testDb.db
      .update(products)
      .set({ applicationIds: [tag.id] })
      .where(eq(products.id, id));
    await setRule(true);

    const { rows } = await bed.testDb.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE category_id = ${productCategory} ORDER BY position DESC, id DESC`,
    );
    const reordered = await json(
      ORDER_PRODUCTS,
      'PUT',
      `/api/v1/admin/product-categories/${productCategory}/products/order`,
      { ids: rows.map((row) => row.id) },
      { id: productCategory },
    );
    expect(reordered.status).toBe(200);

    const deleted = await bare(
      DELETE_PRODUCT_TAG,
      'DELETE',
      `/api/v1/admin/product-lists/applications/${tag.id}`,
      { kind: 'applications', id: tag.id },
    );
    expect(deleted.status).toBe(200);
    const specified = await save(kit, id, { ...noArabic(kit), moqQuantity: '25', moqUnit: 'kg' });
    expect(specified.status).toBe(200);
    const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ published: true, applicationIds: [], moqQuantity: 25, moqUnit: 'kg' });
    expect(await bed.testDb.db.$count(productApplications, eq(productApplications.id, tag.id))).toBe(0);
  });
});
