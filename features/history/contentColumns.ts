import 'server-only';
/**
 * The content of a content row, as History and drafts see it: every column but its identity,
 * bookkeeping and publication state. A restore puts back these columns from a version, and
 * publishing a draft puts them back from the draft, with one statement (`rewriteContent`).
 */
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '@/lib/db/connect';

/** Columns that are not the item's content: a version, a restore and a draft leave them alone. */
export const NOT_CONTENT = new Set([
  'id',
  'position',
  'created_at',
  'updated_at',
  'version',
  'published',
  'is_published',
  'draft',
  'publish_at',
  'unpublish_at',
  'close_at',
]);

/** The content columns of `table`: [drizzle's field name, its column]. */
export function contentColumns(table: PgTable): [string, Column][] {
  return Object.entries(getTableColumns(table)).filter(([, column]) => !NOT_CONTENT.has(column.name));
}

/**
 * Sets item `id`'s content columns from `source` (a jsonb of column names; a column it lacks keeps
 * its value) and `also` (more assignments, each starting with a comma), and touches `updated_at`
 * where the table has it. Returns the row after it, as jsonb (undefined when there is none).
 */
export async function rewriteContent(
  tx: Transaction,
  table: PgTable,
  id: number,
  source: SQL,
  also: SQL = sql``,
): Promise<Record<string, unknown> | undefined> {
  const names = contentColumns(table).map(([, column]) => sql.identifier(column.name));
  const touched = Object.values(getTableColumns(table)).some((column) => column.name === 'updated_at')
    ? sql`, updated_at = now()`
    : sql``;
  const { rows } = await tx.execute<{ row: Record<string, unknown> }>(sql`
    UPDATE ${table} AS t SET (${sql.join(names, sql`, `)}) = (
      SELECT ${sql.join(
        names.map((name) => sql`r.${name}`),
        sql`, `,
      )} FROM jsonb_populate_record(t, ${source}) AS r
    )${also}${touched}
    WHERE t.id = ${id}
    RETURNING to_jsonb(t) AS row`);
  return rows[0]?.row;
}

/** The drizzle field name of `column` in `table`, as a `.set()` takes it. */
export function fieldOf(table: PgTable, column: PgColumn): string {
  const [key] = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)!;
  return key;
}
