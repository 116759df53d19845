/**
 * @jest-environment node
 *
 * History and the Trash against a real database and real files: every save of a content item keeps
 * a version (who, when, which fields); Restore brings back an earlier version's text and picture as
 * a new version and the public pages follow; a deleted item waits 30 days in the Trash and comes
 * back with its picture; the clean-up removes what nothing keeps any more.
 */
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { adminTestBed, call, imageFile, IMAGE_ALTS } from '@/test/admin';
import { createAdmin } from '@/lib/auth/adminUsers';
import { createSession } from '@/lib/auth/sessions';
import { sessionCookieName } from '@/lib/auth/cookies';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getNewsItem } from '@/features/news/published';
import { contentVersions, news, productCategories, retiredFiles, uploadedFiles } from '@/lib/db/schema';
import { runHousekeeping } from '@/lib/data/housekeeping';
import { storageFor } from '@/lib/storage/configured';
import { GET as HISTORY } from '../[kind]/[id]/route';
import { POST as RESTORE } from '../[kind]/[id]/[version]/restore/route';
import { GET as TRASH } from '../../trash/route';
import { POST as TRASH_RESTORE } from '../../trash/[kind]/[id]/restore/route';
import { POST as CREATE_NEWS } from '../../news/route';
import { DELETE as DELETE_NEWS, PATCH as EDIT_NEWS } from '../../news/[id]/route';
import { PUT as PUBLISH_NEWS } from '../../news/[id]/published/route';
import { PATCH as EDIT_CATEGORY, DELETE as DELETE_CATEGORY } from '../../product-categories/[id]/route';
import { DELETE as DELETE_PRODUCT } from '../../products/[id]/route';

const bed = adminTestBed({ email: 'editor@kinglife.test' });

type Version = {
  id: number;
  number: number;
  action: string;
  who: string | null;
  changed: string[];
  data: Record<string, unknown>;
};

const history = async (kind: string, id: number) =>
  call(HISTORY, bed.staff.request('GET', `/api/v1/admin/history/${kind}/${id}`), { kind, id });
const versionsOf = async (kind: string, id: number): Promise<Version[]> =>
  (await (await history(kind, id)).json()).versions;
const restore = (kind: string, id: number, version: number) =>
  call(RESTORE, bed.staff.request('POST', `/api/v1/admin/history/${kind}/${id}/${version}/restore`), {
    kind,
    id,
    version,
  });
const keyOf = (image: { src: string }) => image.src.slice('/media/'.length);

const newsForm = async (overrides: Record<string, string | File> = {}) => ({
  title: 'Kinglife at Gulfood',
  caption: 'Hall 4.',
  description: 'Come and see us.',
  date: '2030-01-15',
  image: await imageFile('first.png'),
  imageAlt: 'Our stand in Hall 4',
  imageAltAr: 'جناحنا في القاعة 4',
  ...overrides,
});

it('keeps a version of every save, and first how a seeded item was before it', async () => {
  const edit = (name: string) =>
    call(
      EDIT_CATEGORY,
      bed.staff.request('PATCH', '/api/v1/admin/product-categories/1', {
        form: { name, blurb: 'Cold pressed.', ...IMAGE_ALTS },
      }),
      { id: 1 },
    );
  const [seeded] = await bed.testDb.db.select().from(productCategories).where(eq(productCategories.id, 1));
  expect((await edit('Essential oils, pure')).status).toBe(200);
  expect((await edit('Essential oils')).status).toBe(200);
  const versions = await versionsOf('product-categories', 1);
  expect(versions.map((v) => [v.number, v.action, v.who])).toEqual([
    [3, 'update', 'editor@kinglife.test'],
    [2, 'update', 'editor@kinglife.test'],
    [1, 'original', null],
  ]);
  expect(versions[1].changed).toEqual(expect.arrayContaining(['name']));
  expect(versions[2].data.name).toBe(seeded.name);
  expect(versions[2].data).not.toHaveProperty('position');
});

it('restores an earlier text and picture as a new version; the public page follows; publishing is left alone', async () => {
  const created = await (
    await call(CREATE_NEWS, bed.staff.request('POST', '/api/v1/admin/news', { form: await newsForm() }))
  ).json();
  const first = keyOf(created.image);
  const edited = await (
    await call(
      EDIT_NEWS,
      bed.staff.request('PATCH', `/api/v1/admin/news/${created.id}`, {
        form: await newsForm({ title: 'Kinglife at Gulfood 2030', image: await imageFile('second.png') }),
      }),
      { id: created.id },
    )
  ).json();
  const second = keyOf(edited.image);
  // The replaced picture is retired, not removed: a version still shows it.
  expect(fs.existsSync(bed.data.uploads(first))).toBe(true);
  expect(await bed.testDb.db.select().from(retiredFiles).where(eq(retiredFiles.key, first))).toHaveLength(1);
  await call(
    PUBLISH_NEWS,
    bed.staff.request('PUT', `/api/v1/admin/news/${created.id}/published`, { json: { published: false } }),
    { id: created.id },
  );

  const versions = await versionsOf('news', created.id);
  const original = versions.find((v) => v.action === 'create')!;
  expiredOutsideNext.length = 0;
  const res = await restore('news', created.id, original.id);
  expect(res.status).toBe(200);
  const [row] = await bed.testDb.db.select().from(news).where(eq(news.id, created.id));
  expect(row.title).toBe('Kinglife at Gulfood');
  expect(keyOf(row.image)).toBe(first);
  expect(row.isPublished).toBe(false);
  expect(expiredOutsideNext).toEqual(expect.arrayContaining(['news', `news:${created.id}`]));
  // The restored picture is in use again; the one it replaced is retired.
  const retired = (await bed.testDb.db.select().from(retiredFiles)).map((r) => r.key);
  expect(retired).not.toContain(first);
  expect(retired).toContain(second);

  const after = await versionsOf('news', created.id);
  expect(after[0]).toMatchObject({ action: 'restore', number: versions[0].number + 1 });
  expect(after[0].changed).toEqual(expect.arrayContaining(['title', 'image']));

  await call(
    PUBLISH_NEWS,
    bed.staff.request('PUT', `/api/v1/admin/news/${created.id}/published`, { json: { published: true } }),
    { id: created.id },
  );
  expect((await getNewsItem('en', created.id))?.title).toBe('Kinglife at Gulfood');
});

it('answers 404 for an unknown kind, item, or a version of another item', async () => {
  expect((await history('accounts', 1)).status).toBe(404);
  expect((await history('news', 999_999)).status).toBe(404);
  const [other] = await versionsOf('product-categories', 1);
  expect((await restore('news', 1, other.id)).status).toBe(404);
});

it('keeps a deleted item in the Trash, and puts it back with its picture', async () => {
  const created = await (
    await call(
      CREATE_NEWS,
      bed.staff.request('POST', '/api/v1/admin/news', {
        form: await newsForm({ title: 'Deleted by mistake' }),
      }),
    )
  ).json();
  const key = keyOf(created.image);
  expect(
    (
      await call(DELETE_NEWS, bed.staff.request('DELETE', `/api/v1/admin/news/${created.id}`), {
        id: created.id,
      })
    ).status,
  ).toBe(200);
  expect(fs.existsSync(bed.data.uploads(key))).toBe(true);

  const trash = await (await call(TRASH, bed.staff.request('GET', '/api/v1/admin/trash'))).json();
  expect(trash[0]).toMatchObject({
    kind: 'news',
    kindName: 'News',
    id: created.id,
    title: 'Deleted by mistake',
    deletedBy: 'editor@kinglife.test',
  });
  expect(new Date(trash[0].keptUntil).getTime() - new Date(trash[0].deletedAt).getTime()).toBe(
    30 * 86_400_000,
  );

  // Another role does not see what it could not restore.
  const hr = await createAdmin(bed.testDb.db, { email: 'hr@kinglife.test', passwordHash: 'x', role: 'hr' });
  const { token } = await createSession(bed.testDb.db, hr.id);
  const hrTrash = await call(
    TRASH,
    new Request('http://kinglife.test/api/v1/admin/trash', {
      headers: { host: 'kinglife.test', cookie: `${sessionCookieName()}=${token}` },
    }),
  );
  expect(await hrTrash.json()).toEqual([]);

  expiredOutsideNext.length = 0;
  const back = await call(
    TRASH_RESTORE,
    bed.staff.request('POST', `/api/v1/admin/trash/news/${created.id}/restore`),
    { kind: 'news', id: created.id },
  );
  expect(back.status).toBe(200);
  expect((await getNewsItem('en', created.id))?.image.src).toBe(`/media/${key}`);
  expect(expiredOutsideNext).toEqual(expect.arrayContaining([`news:${created.id}`]));
  expect(await bed.testDb.db.select().from(retiredFiles).where(eq(retiredFiles.key, key))).toHaveLength(0);
  const again = await (await call(TRASH, bed.staff.request('GET', '/api/v1/admin/trash'))).json();
  expect(again.map((item: { id: number }) => item.id)).not.toContain(created.id);
  expect((await versionsOf('news', created.id))[0].action).toBe('restore');
});

it('refuses to bring back an item whose category is gone, saying what to do', async () => {
  // Category 6's products deleted one by one, then the category: the products need it first.
  const { rows } = await bed.testDb.db.execute<{ id: number }>(
    'SELECT id FROM products WHERE category_id = (SELECT max(id) FROM product_categories)' as never,
  );
  const [{ max: categoryId }] = (
    await bed.testDb.db.execute<{ max: number }>('SELECT max(id) FROM product_categories' as never)
  ).rows;
  for (const { id } of rows)
    await call(DELETE_PRODUCT, bed.staff.request('DELETE', `/api/v1/admin/products/${id}`), { id });
  expect(
    (
      await call(
        DELETE_CATEGORY,
        bed.staff.request('DELETE', `/api/v1/admin/product-categories/${categoryId}`),
        {
          id: categoryId,
        },
      )
    ).status,
  ).toBe(200);
  const refused = await call(
    TRASH_RESTORE,
    bed.staff.request('POST', `/api/v1/admin/trash/products/${rows[0].id}/restore`),
    { kind: 'products', id: rows[0].id },
  );
  expect(refused.status).toBe(409);
  expect((await refused.json()).message).toBe(
    'Its category has been deleted. Restore the category from the Trash first, then this item.',
  );
  const category = await call(
    TRASH_RESTORE,
    bed.staff.request('POST', `/api/v1/admin/trash/product-categories/${categoryId}/restore`),
    { kind: 'product-categories', id: categoryId },
  );
  expect(category.status).toBe(200);
  const product = await call(
    TRASH_RESTORE,
    bed.staff.request('POST', `/api/v1/admin/trash/products/${rows[0].id}/restore`),
    { kind: 'products', id: rows[0].id },
  );
  expect(product.status).toBe(200);
});

it('empties the Trash after 30 days, and then removes the pictures nothing shows any more', async () => {
  const created = await (
    await call(
      CREATE_NEWS,
      bed.staff.request('POST', '/api/v1/admin/news', { form: await newsForm({ title: 'Old news' }) }),
    )
  ).json();
  const key = keyOf(created.image);
  await call(DELETE_NEWS, bed.staff.request('DELETE', `/api/v1/admin/news/${created.id}`), {
    id: created.id,
  });
  const storage = storageFor(bed.data.dir);

  const soon = await runHousekeeping(bed.testDb.db, new Date(Date.now() + 29 * 86_400_000), storage);
  expect(fs.existsSync(bed.data.uploads(key))).toBe(true);
  expect(soon.retiredFiles).toBe(0);

  const later = await runHousekeeping(bed.testDb.db, new Date(Date.now() + 31 * 86_400_000), storage);
  expect(later.versions).toBeGreaterThanOrEqual(2);
  expect(fs.existsSync(bed.data.uploads(key))).toBe(false);
  expect(await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key))).toHaveLength(0);
  // (The clean-up a month on has also ended every session: the Trash is read directly.)
  const versions = await bed.testDb.db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, 'news'), eq(contentVersions.entityId, created.id)));
  expect(versions).toEqual([]);
});
