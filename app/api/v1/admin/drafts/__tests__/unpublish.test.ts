/**
 * @jest-environment node
 *
 * Scheduled unpublishing of every kind that can be scheduled to publish (products, blog posts,
 * news, services, and jobs, whose "Applications close at" is the same mechanism), through the
 * routes of the role the permission map lets change it, against a real database: an item goes
 * off the public readers at its minute and not before, once however often the task runs, as a
 * change by "Scheduled publishing" in History and the audit trail; the schema the dialogs share
 * refuses an unpublishing time before the publishing time or in the past.
 */
import { and, eq, sql } from 'drizzle-orm';
import { adminTestBed, call, imageFile, signIn } from '@/test/admin';
import { expiredOutsideNext } from '@/lib/data/cache';
import { contentMessages } from '@/content/validation';
import { getBlogPost } from '@/features/blog/published';
import { listPublishedJobs } from '@/features/careers/jobs';
import { SCHEDULER } from '@/features/history/scheduled';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { getNewsItem } from '@/features/news/published';
import { getProduct } from '@/features/products/published';
import { listPublishedServices } from '@/features/services/data';
import { auditEvents, blogPosts, contentVersions, productCategories } from '@/lib/db/schema';
import { dubaiInputValue, fromDubaiInput } from '@/lib/text/dates';
import type { PreviewKind } from '@/lib/data/collections';
import { POST as CREATE_PRODUCT } from '../../../product/create/route';
import { POST as CREATE_POST } from '../../blog-categories/[id]/posts/route';
import { POST as CREATE_NEWS } from '../../news/route';
import { POST as CREATE_SERVICE } from '../../services/route';
import { PUT as PUBLISH_SERVICE } from '../../services/[id]/published/route';
import { POST as CREATE_JOB } from '../../jobs/route';
import { PUT as PUBLISH_JOB } from '../../jobs/[id]/published/route';

const bed = adminTestBed();
type Staff = Awaited<ReturnType<typeof signIn>>;
let editor: Staff;
let hr: Staff;
let productCategory: number;
let postCategory: number;

beforeAll(async () => {
  editor = await signIn(bed.testDb.db, 'editor@kinglife.test', 'editor');
  hr = await signIn(bed.testDb.db, 'hr@kinglife.test', 'hr');
  [{ id: productCategory }] = await bed.testDb.db
    .select({ id: productCategories.id })
    .from(productCategories);
  [{ categoryId: postCategory }] = await bed.testDb.db
    .select({ categoryId: blogPosts.categoryId })
    .from(blogPosts);
});

/** A moment `minutes` from now as the dialogs' Dubai date-time field gives it (to the minute). */
const inMinutes = (minutes: number) => dubaiInputValue(new Date(Date.now() + minutes * 60_000).toISOString());

type Form = Record<string, string | File>;

interface Kind {
  kind: PreviewKind;
  table: string;
  /** The column that says the item is public. */
  publishedColumn: string;
  /** The form's field for the unpublishing time. */
  field: 'unpublishAt' | 'closeAt';
  message: string;
  /** Adds a public item with `fields` as the role that may; returns the response. */
  create: (staff: Staff, fields: Form) => Promise<Response>;
  /** Makes a new item public (services and jobs are added unpublished). */
  publish?: (staff: Staff, id: number) => Promise<void>;
  isPublic: (id: number, title: string) => Promise<boolean>;
  title: string;
  staff: () => Staff;
  /** A role the permission map keeps away from this kind. */
  other: () => Staff;
}

const form = async (fields: Form, image: string, name: string): Promise<Form> => ({
  ...fields,
  [name]: await imageFile(`${image}.png`),
  [`${name}Decorative`]: 'true',
});

const KINDS: Kind[] = [
  {
    kind: 'products',
    table: 'products',
    publishedColumn: 'published',
    field: 'unpublishAt',
    message: contentMessages.unpublishBeforePublish,
    title: 'Winter Saffron Blend',
    create: async (staff, fields) =>
      call(
        CREATE_PRODUCT,
        staff.request('POST', '/api/v1/product/create', {
          form: await form(
            {
              subproductname: 'Winter Saffron Blend',
              subproductdescription: 'A seasonal blend.',
              category: String(productCategory),
              ...fields,
            },
            'saffron',
            'subproductimage',
          ),
        }),
      ),
    isPublic: async (id) => (await getProduct('en', id)) !== null,
    staff: () => editor,
    other: () => hr,
  },
  {
    kind: 'blog-posts',
    table: 'blog_posts',
    publishedColumn: 'published',
    field: 'unpublishAt',
    message: contentMessages.unpublishBeforePublish,
    title: 'Ramadan Offer',
    create: async (staff, fields) =>
      call(
        CREATE_POST,
        staff.request('POST', `/api/v1/admin/blog-categories/${postCategory}/posts`, {
          form: await form(
            {
              title: 'Ramadan Offer',
              teaser: 'Until the end of the month.',
              body: 'Ask us.',
              publishedAt: '2026-11-01',
              ...fields,
            },
            'offer',
            'image',
          ),
        }),
        { id: postCategory },
      ),
    isPublic: async (id) => (await getBlogPost('en', id)) !== null,
    staff: () => editor,
    other: () => hr,
  },
  {
    kind: 'news',
    table: 'news',
    publishedColumn: 'is_published',
    field: 'unpublishAt',
    message: contentMessages.unpublishBeforePublish,
    title: 'Open Day',
    create: async (staff, fields) =>
      call(
        CREATE_NEWS,
        staff.request('POST', '/api/v1/admin/news', {
          form: await form(
            {
              title: 'Open Day',
              caption: 'Visit us.',
              description: 'Saturday only.',
              date: '2026-11-20',
              ...fields,
            },
            'open-day',
            'image',
          ),
        }),
      ),
    isPublic: async (id) => (await getNewsItem('en', id)) !== null,
    staff: () => editor,
    other: () => hr,
  },
  {
    kind: 'services',
    table: 'services',
    publishedColumn: 'published',
    field: 'unpublishAt',
    message: contentMessages.unpublishBeforePublish,
    title: 'Holiday Express Freight',
    create: async (staff, fields) =>
      call(
        CREATE_SERVICE,
        staff.request('POST', '/api/v1/admin/services', {
          form: await form(
            { name: 'Holiday Express Freight', description: 'Until the new year.', ...fields },
            'freight',
            'image',
          ),
        }),
      ),
    publish: async (staff, id) => {
      const url = `/api/v1/admin/services/${id}/published`;
      const response = await call(PUBLISH_SERVICE, staff.request('PUT', url, { json: { published: true } }), {
        id,
      });
      expect(response.status).toBe(200);
    },
    isPublic: async (_id, title) => (await listPublishedServices('en')).some((s) => s.name === title),
    staff: () => editor,
    other: () => hr,
  },
  {
    kind: 'jobs',
    table: 'jobs',
    publishedColumn: 'published',
    field: 'closeAt',
    message: contentMessages.closeBeforePublish,
    title: 'Seasonal Packer',
    create: (staff, fields) =>
      call(
        CREATE_JOB,
        staff.request('POST', '/api/v1/admin/jobs', {
          json: {
            title: 'Seasonal Packer',
            experience: '1 year',
            qualification: 'None',
            location: 'Dubai',
            description: 'Packing for the holiday season.',
            ...fields,
          },
        }),
      ),
    publish: async (staff, id) => {
      const url = `/api/v1/admin/jobs/${id}/published`;
      const response = await call(PUBLISH_JOB, staff.request('PUT', url, { json: { published: true } }), {
        id,
      });
      expect(response.status).toBe(200);
    },
    isPublic: async (_id, title) => (await listPublishedJobs('en')).some((j) => j.title === title),
    staff: () => hr,
    other: () => editor,
  },
];

describe.each(KINDS)('$kind', (k) => {
  it('goes off the public pages at its minute and not before, once, as a scheduled change', async () => {
    const when = inMinutes(30);
    const response = await k.create(k.staff(), { [k.field]: when });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    await k.publish?.(k.staff(), id);
    expect(await k.isPublic(id, k.title)).toBe(true);
    const at = fromDubaiInput(when);

    expect(await publishDueItems(bed.testDb.db, new Date(at.getTime() - 1_000))).toEqual([]);
    expect(await k.isPublic(id, k.title)).toBe(true);

    expiredOutsideNext.length = 0;
    const [first, second] = [
      await publishDueItems(bed.testDb.db, at),
      await publishDueItems(bed.testDb.db, at),
    ];
    expect(first).toEqual([{ kind: k.kind, id, action: 'unpublished' }]);
    expect(second).toEqual([]);
    expect(expiredOutsideNext.length).toBeGreaterThan(0);
    expect(await k.isPublic(id, k.title)).toBe(false);

    const { rows } = await bed.testDb.db.execute<Record<string, unknown>>(
      sql`SELECT * FROM ${sql.identifier(k.table)} WHERE id = ${id}`,
    );
    expect(rows[0][k.publishedColumn]).toBe(false);
    expect(rows[0][k.field === 'closeAt' ? 'close_at' : 'unpublish_at']).toBeNull();

    const audit = await bed.testDb.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, k.table),
          eq(auditEvents.entityId, String(id)),
          eq(auditEvents.actorEmail, SCHEDULER),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ kind: 'content_update', actorId: null });
    expect(audit[0].before).toMatchObject({ [k.publishedColumn]: true });
    expect(audit[0].after).toMatchObject({ [k.publishedColumn]: false });

    const versions = await bed.testDb.db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.entity, k.table), eq(contentVersions.entityId, id)))
      .orderBy(contentVersions.id);
    expect(versions.filter((v) => v.actorEmail === SCHEDULER)).toHaveLength(1);
    expect(versions.at(-1)).toMatchObject({
      action: 'update',
      actorEmail: SCHEDULER,
      changed: [k.publishedColumn],
    });
  });

  it('refuses an unpublishing time before the publishing time, or in the past', async () => {
    const before = await k.create(k.staff(), { publishAt: inMinutes(60), [k.field]: inMinutes(30) });
    expect(before.status).toBe(400);
    expect(JSON.stringify(await before.json())).toContain(k.message);
    const past = await k.create(k.staff(), { [k.field]: inMinutes(-5) });
    expect(past.status).toBe(400);
    expect(JSON.stringify(await past.json())).toContain(contentMessages.publishAtPast);
  });

  it('is for the role the permission map lets change it', async () => {
    const refused = await k.create(k.other(), { [k.field]: inMinutes(30) });
    expect(refused.status).toBe(403);
  });
});

it('unpublishes a due item once when two servers run the task at the same time', async () => {
  const when = inMinutes(45);
  const response = await KINDS[0].create(editor, { unpublishAt: when });
  const { id } = await response.json();
  const at = fromDubaiInput(when);
  const runs = await Promise.all([publishDueItems(bed.testDb.db, at), publishDueItems(bed.testDb.db, at)]);
  expect(runs.flat().filter((done) => done.kind === 'products' && done.id === id)).toHaveLength(1);
  expect(await getProduct('en', id)).toBeNull();
});
