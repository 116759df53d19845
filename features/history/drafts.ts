import 'server-only';
/**
 * Drafts and scheduled publishing, for the content tables with a `draft` and a `publish_at` column
 * (products, blog posts, news, services and jobs), one way for all of them.
 *
 * - A draft of a published item holds its stored fields as they would be after "Publish changes",
 *   under their database column names (as a version's data does), so the public row — and every
 *   public reader, which reads only the row — stays as it is until then. An unpublished item has
 *   no public version to keep: its edits are saved to the row itself.
 * - Publishing applies the draft to the row in one UPDATE (a normal change: History records a
 *   version, the audit trail an update), clears the draft and the schedule and makes the item public.
 * - `publish_at` says when the background work does that (features/history/scheduled.ts), and the
 *   kind's unpublish column (`unpublish_at`, a job's `close_at`) when it takes the item off the
 *   website; none of them makes a version by itself (migrations 0010, 0011, 0022) and a restore
 *   leaves them alone.
 * - Pictures that only an old row or an old draft showed are retired in the change's transaction.
 */
import { now as clockNow } from '@/lib/time/clock';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '@/lib/db/connect';
import type { DraftKind, DraftRow, DraftTable } from '@/lib/data/collection';
import { fromDubaiInput } from '@/lib/text/dates';
import { contentColumns, fieldOf, rewriteContent } from './contentColumns';
import {
  pictureKeys,
  retirePictures,
  withStoredFiles,
  type NewUpload,
  type UploadedFile,
} from '@/lib/data/files';
import { keepSchedule } from './publishing';
import { writeTransaction } from '@/lib/data/transaction';
import { expireTags } from '@/lib/data/cache';
import { versionTag } from '@/lib/audit/versions';

export type DraftData = Record<string, unknown>;

export type { DraftCollections, DraftKind, DraftRow } from '@/lib/data/collection';

/** What a content form says about drafts and scheduling (lib/validation/content.ts). */
export interface DraftInput {
  /** '1': "Save as draft". */
  asDraft?: '1';
  /** When to publish: 'YYYY-MM-DDTHH:mm' in Dubai time, or unset. */
  publishAt?: string;
  /** When to unpublish: 'YYYY-MM-DDTHH:mm' in Dubai time, or unset. */
  unpublishAt?: string;
}

/** A form's date-time field (Dubai time, 'YYYY-MM-DDTHH:mm'), or null when it was left empty. */
export function dubaiTimeOf(value: string | undefined): Date | null {
  return value ? fromDubaiInput(value) : null;
}

/** When the form says to publish, or null. */
function scheduleOf(input: { publishAt?: string }): Date | null {
  return dubaiTimeOf(input.publishAt);
}

/** The publication columns of a new item: public at once, or not yet (then perhaps scheduled). */
export function createdState(kind: DraftKind, input: DraftInput) {
  const published = kind.createsPublished && input.asDraft !== '1';
  return {
    published,
    publishAt: published ? null : scheduleOf(input),
    unpublishAt: dubaiTimeOf(input.unpublishAt),
  };
}

/** The form's unpublishing time under the field name of the kind's column, for a `.set()`. */
function unpublishingOf(kind: DraftKind, input: DraftInput): Record<string, Date | null> {
  return { [fieldOf(kind.table, kind.unpublishAt)]: dubaiTimeOf(input.unpublishAt) };
}

/** The draft of `values` (drizzle's field names, as a `.set()` takes them) under column names. */
export function draftOf(table: PgTable, values: Record<string, unknown>): DraftData {
  const draft: DraftData = {};
  for (const [key, column] of contentColumns(table)) {
    const value = values[key];
    if (value === undefined) continue;
    draft[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return draft;
}

/** `row` (drizzle's field names) as it would be with its draft published; the row itself without one. */
export function withDraft<Row extends { draft: DraftData | null }>(table: PgTable, row: Row): Row {
  const draft = row.draft;
  if (!draft) return row;
  const shown: Record<string, unknown> = { ...row };
  for (const [key, column] of contentColumns(table)) {
    if (Object.hasOwn(draft, column.name)) shown[key] = column.mapFromDriverValue(draft[column.name]);
  }
  return shown as Row;
}

/**
 * What an item's DTO says about its drafts (lib/api/contract.ts `Drafts`): its content fields as its
 * draft would make them (`fields` of the row with the draft), when it is to be published, and the
 * version it was read at (a save sends it back: lib/audit/versions.ts).
 */
export function draftsOf<Row extends DraftRow & { version: number }, Fields>(
  table: PgTable,
  row: Row,
  fields: (row: Row) => Fields,
): { draft: Fields | null; publishAt: string | null; unpublishAt: string | null; version: string } {
  return {
    draft: row.draft ? fields(withDraft(table, row)) : null,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    version: versionTag(table, row),
  };
}

/** The pictures a row shows, and its draft would. */
function picturesOf(row: Record<string, unknown> & { draft?: unknown }): string[] {
  return [...pictureKeys(row), ...pictureKeys((row.draft as DraftData | null) ?? {})];
}

/** Retires the pictures `before` (a row with its draft) showed and `after` no longer does. */
async function retireDropped(tx: Transaction, before: DraftData, after: DraftData): Promise<void> {
  const kept = new Set(picturesOf(after));
  await retirePictures(
    tx,
    picturesOf(before).filter((key) => !kept.has(key)),
  );
}

/** Item `id`, locked for the change, and whether it is public. */
async function lockRow<Row extends DraftRow>(tx: Transaction, kind: DraftKind, id: number) {
  const [found] = await tx
    .select({ row: getTableColumns(kind.table), isPublic: kind.published })
    .from(kind.table as PgTable)
    .where(eq(kind.table.id, id))
    .for('update');
  return found && { current: found.row as unknown as Row, published: found.isPublic === true };
}

async function updateRow<Row extends DraftRow>(
  tx: Transaction,
  table: DraftTable,
  id: number,
  values: Record<string, unknown>,
) {
  const [row] = await tx
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  return row as Row;
}

/** Columns a save sets besides the item's content. */
export interface SaveAlso<Row> {
  /** Only when the row itself is written (a product's place in the category it moves to). */
  row?: (current: Row) => Record<string, unknown>;
}

/**
 * One save of a content form, with the files it brings (`uploads`). `fields` gives the item's
 * stored fields from the form, starting from what staff last saved (`shown`: the row with its
 * draft) and the stored uploads.
 *
 * - "Save" / "Publish changes" (or any save of an unpublished item): the fields become the row; a
 *   pending draft goes (the form started from it); a published item's schedule ends, an
 *   unpublished one takes the form's. `rowAlso` adds columns only a row write sets (a product's
 *   place in its new category).
 * - "Save as draft" of a published item: the row stays as visitors see it; the fields wait in its
 *   draft, to be published at the form's `publishAt`, or by hand.
 * - Either way the form's unpublishing time applies to the item (it takes the public row off).
 *
 * Returns the row after the save, or null when there is no item `id`.
 */
export async function saveContent<Row extends DraftRow>(
  kind: DraftKind,
  id: number,
  input: DraftInput,
  uploads: NewUpload[],
  fields: (shown: Row, files: UploadedFile[]) => Record<string, unknown>,
  also: SaveAlso<Row> = {},
): Promise<Row | null> {
  return withStoredFiles(uploads, async (tx, files) => {
    const locked = await lockRow<Row>(tx, kind, id);
    if (!locked) return null;
    const { current, published } = locked;
    const values = fields(withDraft(kind.table, current), files);
    const asDraft = published && input.asDraft === '1';
    const updated = asDraft
      ? await updateRow<Row>(tx, kind.table, id, {
          draft: draftOf(kind.table, values),
          publishAt: scheduleOf(input),
          ...unpublishingOf(kind, input),
        })
      : await updateRow<Row>(tx, kind.table, id, {
          ...values,
          ...also.row?.(current),
          ...unpublishingOf(kind, input),
          draft: null,
          publishAt: published ? null : scheduleOf(input),
          updatedAt: clockNow(),
        });
    await retireDropped(tx, current as unknown as DraftData, updated as unknown as DraftData);
    if (!asDraft) await expireTags(tx, ...kind.tags(id));
    await keepSchedule(tx, updated);
    return updated;
  });
}

/**
 * "Discard draft": the pending changes go, and with them a published item's schedule (an
 * unpublished item keeps when it is to be published). The public item is untouched.
 */
export async function discardDraft<Row extends DraftRow>(kind: DraftKind, id: number): Promise<Row | null> {
  return writeTransaction(async (tx) => {
    const locked = await lockRow<Row>(tx, kind, id);
    if (!locked) return null;
    const { current, published } = locked;
    const updated = await updateRow<Row>(tx, kind.table, id, {
      draft: null,
      publishAt: published ? null : current.publishAt,
    });
    await retireDropped(tx, current as unknown as DraftData, updated as unknown as DraftData);
    return updated;
  });
}

/**
 * Publishes item `id` in `tx`: its draft (if any) becomes the row, the draft and the schedule are
 * cleared and the item is public; its pages' tags are expired. Pictures only the old row showed
 * are retired. Returns whether the row exists.
 */
export async function publishDraft(tx: Transaction, kind: DraftKind, id: number): Promise<boolean> {
  const { table } = kind;
  const { rows } = await tx.execute<{ row: DraftData }>(
    sql`SELECT to_jsonb(t) AS row FROM ${table} t WHERE t.id = ${id} FOR UPDATE`,
  );
  const before = rows[0]?.row;
  if (!before) return false;
  const after = await rewriteContent(
    tx,
    table,
    id,
    sql`coalesce(t.draft, '{}'::jsonb)`,
    sql`, ${sql.identifier(kind.published.name)} = true, draft = NULL, publish_at = NULL`,
  );
  if (!after) return false;
  await kind.afterPublish?.(tx, before, after);
  await retireDropped(tx, before, after);
  await expireTags(tx, ...kind.tags(id));
  return true;
}
