/**
 * The content lifecycle's table for the kinds that are not published item by item, the product
 * and blog categories: every path that changes one (its dialog, History, the Trash) × each rule
 * such a write keeps. History has a new version, the audit trail an entry, and the cache tags the
 * collection declares (lib/data/collections.ts) are expired; nothing is announced to the webhooks
 * as published (a category is public through its items). The publishing kinds' table is
 * ../translations/__tests__/arabicRuleEveryPath.test.ts.
 */
import { sql } from 'drizzle-orm';
import { adminTestBed, call, IMAGE_ALTS, imageFile, jsonOf } from '@/test/admin';
import { COLLECTIONS } from '@/lib/data/collections';
import { expiredOutsideNext } from '@/lib/data/cache';
import { listenForPublished, restoreFirstVersion, rowsAbout } from '@/test/lifecycle';
import { POST as CREATE_PRODUCT_CATEGORY } from '../product-categories/route';
import {
  DELETE as DELETE_PRODUCT_CATEGORY,
  PATCH as PATCH_PRODUCT_CATEGORY,
} from '../product-categories/[id]/route';
import { POST as CREATE_BLOG_CATEGORY } from '../blog-categories/route';
import { DELETE as DELETE_BLOG_CATEGORY, PATCH as PATCH_BLOG_CATEGORY } from '../blog-categories/[id]/route';
import { POST as RESTORE_FROM_TRASH } from '../trash/[kind]/[id]/restore/route';

const bed = adminTestBed();

const KINDS = [
  {
    kind: 'product-categories',
    table: 'product_categories',
    calls: bed.calls('/api/v1/admin/product-categories', 'form', {
      POST: CREATE_PRODUCT_CATEGORY,
      PATCH: PATCH_PRODUCT_CATEGORY,
      DELETE: DELETE_PRODUCT_CATEGORY,
    }),
  },
  {
    kind: 'blog-categories',
    table: 'blog_categories',
    calls: bed.calls('/api/v1/admin/blog-categories', 'form', {
      POST: CREATE_BLOG_CATEGORY,
      PATCH: PATCH_BLOG_CATEGORY,
      DELETE: DELETE_BLOG_CATEGORY,
    }),
  },
] as const;
type Kit = (typeof KINDS)[number];

let made = 0;
/** A new, empty category of `kit` through its dialog. */
async function created(kit: Kit): Promise<number> {
  made += 1;
  const name = `Resins ${made}`;
  return (
    await jsonOf(await kit.calls.create({ name, ...IMAGE_ALTS, image: await imageFile(`r${made}.png`) }), 201)
  ).id;
}

async function events(): Promise<number> {
  const { rows } = await bed.testDb.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM webhook_events WHERE type = 'content.published'`,
  );
  return rows[0].n;
}

interface Path {
  name: string;
  arrange: (kit: Kit) => Promise<number>;
  act: (kit: Kit, id: number) => Promise<Response>;
}

const PATHS: Path[] = [
  {
    name: 'the dialog saving it',
    arrange: created,
    act: async (kit, id) => kit.calls.patch(id, { name: `Renamed ${id}`, ...IMAGE_ALTS }),
  },
  {
    name: 'History restoring a version',
    arrange: async (kit) => {
      const id = await created(kit);
      expect((await kit.calls.patch(id, { name: `Renamed ${id}`, ...IMAGE_ALTS })).status).toBe(200);
      return id;
    },
    act: (kit, id) => restoreFirstVersion(bed, kit.kind, kit.table, id),
  },
  {
    name: 'the Trash putting it back',
    arrange: async (kit) => {
      const id = await created(kit);
      expect((await kit.calls.remove(id)).status).toBe(200);
      return id;
    },
    act: (kit, id) =>
      call(RESTORE_FROM_TRASH, bed.staff.request('POST', `/api/v1/admin/trash/${kit.kind}/${id}/restore`), {
        kind: kit.kind,
        id,
      }),
  },
];

beforeAll(async () => {
  await listenForPublished();
});

const CASES = KINDS.flatMap((kit) => PATHS.map((path) => [kit.kind, path.name, kit, path] as const));

describe.each(CASES)('%s: %s', (_kind, _path, kit, path) => {
  it('keeps every rule: a History version, the audit trail, its pages’ tags, and no webhook', async () => {
    const id = await path.arrange(kit);
    const versions = await rowsAbout(bed, 'content_versions', kit.table, id);
    const audit = await rowsAbout(bed, 'audit_events', kit.table, id);
    const announced = await events();
    expiredOutsideNext.length = 0;

    expect((await path.act(kit, id)).status).toBe(200);
    expect(await rowsAbout(bed, 'content_versions', kit.table, id)).toBeGreaterThan(versions);
    expect(await rowsAbout(bed, 'audit_events', kit.table, id)).toBeGreaterThan(audit);
    expect(expiredOutsideNext).toEqual(expect.arrayContaining(COLLECTIONS[kit.kind].tags(id)));
    expect(await events()).toBe(announced);
  });
});
