import 'server-only';
/**
 * Drafts and scheduled publishing, for any content table with a `draft` and a `publish_at` column
 * (blog posts now; products, news, services and jobs take the same two columns).
 *
 * - A draft of a published item holds its stored fields as they would be after "Publish changes",
 *   under their database column names (as a version's data does), so the public row — and every
 *   public reader, which reads only the row — stays as it is until then. An unpublished item has
 *   no public version to keep: its edits are saved to the row itself.
 * - Publishing applies the draft to the row in one UPDATE (a normal change: History records a
 *   version, the audit trail an update), clears the draft and the schedule and makes the item public.
 * - `publish_at` says when the background work does that (lib/data/scheduled.ts); neither column
 *   makes a version by itself (migration 0010) and a restore leaves both alone (lib/data/history.ts).
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/connect';
import { contentColumns, rewriteContent } from './contentColumns';
import { picturesDropped, retirePictures } from './files';

export type DraftData = Record<string, unknown>;

/** A content table that keeps drafts: its `draft` and `publish_at` columns and the one saying it is public. */
export interface Draftable {
  table: PgTable;
  /** The column that says the item is public ('published', or news' 'is_published'). */
  published: string;
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
 * Publishes item `id` in `tx`: its draft (if any) becomes the row, the draft and the schedule are
 * cleared and the item is public. Pictures only the old row showed are retired. Returns whether
 * the row exists. The caller expires the item's tags in the same transaction.
 */
export async function publishDraft(
  tx: Transaction,
  { table, published }: Draftable,
  id: number,
): Promise<boolean> {
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
    sql`, ${sql.identifier(published)} = true, draft = NULL, publish_at = NULL`,
  );
  if (!after) return false;
  await retirePictures(tx, picturesDropped(before, after));
  return true;
}
