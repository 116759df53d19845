import 'server-only';
/**
 * History and the Trash. The content tables' triggers (migration 0008) keep a version of an item at
 * every save staff make; this module lists them, restores one (which is itself a new version), lists
 * deleted items for 30 days and puts them back with their pictures, and — in the clean-up — drops
 * what has run out and the retired pictures no version shows any more.
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, desc, eq, getTableName, gt, inArray, sql } from 'drizzle-orm';
import { adminHistoryText } from './adminText';
import type { HistoryDto, TrashItemDto, VersionDto } from './dto';
import type { Collections, ContentCollection } from '@/lib/data/collection';
import { TRASH_DAYS } from '@/lib/routing/contentKinds';
import { may, type Role } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/client';
import { Conflict } from '@/lib/http/problem';
import type { Database, Transaction } from '@/lib/db/connect';
import { contentVersions, retiredFiles, uploadedFiles } from '@/lib/db/schema';
import type { FileStorage } from '@/lib/storage';
import { rewriteContent } from './contentColumns';
import { pictureKeys, picturesDropped, retirePictures } from '@/lib/data/files';
import { writeTransaction } from '@/lib/data/transaction';
import { expireTags } from '@/lib/data/cache';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Versions of a live item older than this go, except its newest. */
export const VERSION_KEEP_DAYS = 365;
/** A retired picture younger than this is left alone (a restore may be putting it back). */
const RETIRED_GRACE_MS = 60 * 60 * 1000;

/** Bookkeeping a comparison leaves out. */
const NOT_SHOWN = new Set(['id', 'position', 'created_at', 'updated_at', 'version', 'draft', 'publish_at']);

/** Thrown when a restore cannot be done as asked (→ 409 with the message). */
export class RestoreRefused extends Conflict {
  constructor(message: string) {
    super('restore_refused', message);
  }
}

function titleOf(data: Record<string, unknown>): string {
  return String(data.title ?? data.name ?? '');
}

function shownFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_SHOWN.has(key)));
}

async function currentRow(tx: Transaction | Database, { table }: ContentCollection, id: number) {
  const { rows } = await tx.execute<{ row: Record<string, unknown> }>(
    sql`SELECT to_jsonb(t) AS row FROM ${table} t WHERE t.id = ${id}`,
  );
  return rows[0]?.row;
}

/** An item's versions, newest first; null when the item does not exist (a deleted one is in the Trash). */
export async function listVersions(collection: ContentCollection, id: number): Promise<HistoryDto | null> {
  const db = getDb();
  const current = await currentRow(db, collection, id);
  if (!current) return null;
  const rows = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, getTableName(collection.table)), eq(contentVersions.entityId, id)))
    .orderBy(asc(contentVersions.id));
  const versions: VersionDto[] = rows.map((row, index) => ({
    id: row.id,
    number: index + 1,
    at: row.at.toISOString(),
    who: row.actorEmail,
    action: row.action,
    changed: row.changed,
    data: shownFields(row.data),
  }));
  return { title: titleOf(current), versions: versions.reverse() };
}

/** The retired pictures `keys` are shown again: they are no longer to be removed. */
async function unretire(tx: Transaction, keys: string[]) {
  if (keys.length > 0) await tx.delete(retiredFiles).where(inArray(retiredFiles.key, keys));
}

/** Says, for the rest of `tx`, that its writes are a restore (their versions are 'restore'). */
async function markRestoring(tx: Transaction) {
  await tx.execute(sql`SELECT set_config('kinglife.restoring', 'on', true)`);
}

function refusalOf(error: unknown): RestoreRefused | null {
  const code =
    (error as { cause?: { code?: string }; code?: string })?.cause?.code ??
    (error as { code?: string })?.code;
  return code === '23503' ? new RestoreRefused(adminHistoryText.parentMissing) : null;
}

/**
 * Puts version `versionId` of an item back: its texts and pictures, not its place in lists or
 * whether it is published. The restore is a new version. False when the item or version is not there.
 */
export async function restoreVersion(
  collection: ContentCollection,
  id: number,
  versionId: number,
): Promise<boolean> {
  const { table } = collection;
  try {
    return await writeTransaction(async (tx) => {
      const [version] = await tx
        .select()
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.id, versionId),
            eq(contentVersions.entity, getTableName(table)),
            eq(contentVersions.entityId, id),
          ),
        );
      const before = await currentRow(tx, collection, id);
      if (!version || !before || version.action === 'delete') return false;
      await markRestoring(tx);
      // Its content only: not its place in lists, whether it is public, nor a pending draft.
      await rewriteContent(tx, table, id, sql`${JSON.stringify(version.data)}::jsonb`);
      await unretire(tx, pictureKeys(version.data));
      await retirePictures(tx, picturesDropped(before, version.data));
      await expireTags(tx, ...collection.tags(id));
      return true;
    });
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

/** The deletion of each item still in the Trash (its newest version is a deletion of the last 30 days). */
async function trashEntries(db: Database | Transaction, now: Date, tables: string[]) {
  if (tables.length === 0) return [];
  return db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.action, 'delete'),
        gt(contentVersions.at, new Date(now.getTime() - TRASH_DAYS * DAY_MS)),
        inArray(contentVersions.entity, tables),
        sql`NOT EXISTS (SELECT 1 FROM ${contentVersions} later
          WHERE later.entity = ${contentVersions.entity} AND later.entity_id = ${contentVersions.entityId}
          AND later.id > ${contentVersions.id})`,
      ),
    )
    .orderBy(desc(contentVersions.id));
}

/** Whether there is an item `id` of `collection`, published or not. */
export async function itemExists({ table }: ContentCollection, id: number): Promise<boolean> {
  const [row] = await getDb().select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** What `role` may restore from the Trash of `collections`, the latest deletion first. */
export async function listTrash(
  collections: Collections,
  role: Role,
  now = clockNow(),
): Promise<TrashItemDto[]> {
  const mayRestore = Object.values(collections).filter((c) => may(role, c.area));
  const collectionOf = new Map(mayRestore.map((c) => [getTableName(c.table), c]));
  const rows = await trashEntries(getDb(), now, [...collectionOf.keys()]);
  return rows.map((row) => ({
    // The list's key, which each kind declares as its `kind` (lib/data/__tests__/collections.test.ts).
    kind: collectionOf.get(row.entity)!.kind as TrashItemDto['kind'],
    kindName: collectionOf.get(row.entity)!.name.one,
    id: row.entityId,
    title: titleOf(row.data),
    deletedAt: row.at.toISOString(),
    deletedBy: row.actorEmail,
    keptUntil: new Date(row.at.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  }));
}

/** Puts a deleted item back as it was, with its pictures. False when it is not in the Trash. */
export async function restoreFromTrash(
  collection: ContentCollection,
  id: number,
  now = clockNow(),
): Promise<boolean> {
  const { table } = collection;
  try {
    return await writeTransaction(async (tx) => {
      const [entry] = (await trashEntries(tx, now, [getTableName(table)])).filter(
        (row) => row.entityId === id,
      );
      if (!entry) return false;
      await markRestoring(tx);
      await tx.execute(
        sql`INSERT INTO ${table} SELECT * FROM jsonb_populate_record(NULL::${table}, ${JSON.stringify(entry.data)}::jsonb)`,
      );
      await unretire(tx, pictureKeys(entry.data));
      await expireTags(tx, ...collection.tags(id));
      return true;
    });
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

/**
 * The clean-up's part: items in the Trash for more than 30 days go with all their versions;
 * versions older than a year go, except each item's newest; then each retired picture shown
 * again by a row stops being retired, and one that no row or version shows any more is removed.
 */
export async function cleanUpHistory(
  tx: Transaction,
  collections: Collections,
  storage: FileStorage,
  now = clockNow(),
): Promise<{ versions: number; files: number }> {
  const trashCutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const { rowCount: expired } = await tx.execute(sql`
    DELETE FROM ${contentVersions} v USING ${contentVersions} d
    WHERE d.action = 'delete' AND d.at < ${trashCutoff}
      AND v.entity = d.entity AND v.entity_id = d.entity_id
      AND NOT EXISTS (SELECT 1 FROM ${contentVersions} later
        WHERE later.entity = d.entity AND later.entity_id = d.entity_id AND later.id > d.id)`);
  const { rowCount: old } = await tx.execute(sql`
    DELETE FROM ${contentVersions} v
    WHERE v.at < ${new Date(now.getTime() - VERSION_KEEP_DAYS * DAY_MS)}
      AND EXISTS (SELECT 1 FROM ${contentVersions} later
        WHERE later.entity = v.entity AND later.entity_id = v.entity_id AND later.id > v.id)`);

  const live = sql.join(
    Object.values(collections).map(
      ({ table }) => sql`EXISTS (SELECT 1 FROM ${table} t WHERE strpos(to_jsonb(t)::text, r.key) > 0)`,
    ),
    sql` OR `,
  );
  const { rows } = await tx.execute<{ key: string; live: boolean; kept: boolean }>(sql`
    SELECT r.key, (${live}) AS live,
      EXISTS (SELECT 1 FROM ${contentVersions} v WHERE strpos(v.data::text, r.key) > 0) AS kept
    FROM ${retiredFiles} r WHERE r.retired_at < ${new Date(now.getTime() - RETIRED_GRACE_MS)}`);
  await unretire(
    tx,
    rows.filter((row) => row.live).map((row) => row.key),
  );
  const gone = rows.filter((row) => !row.live && !row.kept).map((row) => row.key);
  if (gone.length > 0) {
    await tx.delete(uploadedFiles).where(inArray(uploadedFiles.key, gone));
    await tx.delete(retiredFiles).where(inArray(retiredFiles.key, gone));
    await Promise.all(gone.map((key) => storage.delete(key)));
  }
  return { versions: (expired ?? 0) + (old ?? 0), files: gone.length };
}
