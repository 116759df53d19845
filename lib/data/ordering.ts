import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../api/contract';
import { getDb } from '../db/client';
import type { ListQuery } from '../validation/lists';

type Ordered = PgTable & { id: PgColumn; position: PgColumn };

/** The position after the last row (of those `where` selects): new rows go to the end. */
export function nextPosition(table: Ordered, where?: SQL): SQL {
  return sql`(SELECT coalesce(max(${table.position}), -1) + 1 FROM ${table}${where ? sql` WHERE ${where}` : sql``})`;
}

/**
 * Puts rows in the order of `ids` (the list as staff arranged it), in one statement. Rows missing
 * from `ids` keep their old position numbers; the caller passes only ids that belong to the list.
 */
export async function reorder(table: Ordered, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  await getDb().execute(sql`
    UPDATE ${table} SET position = o.position - 1
    FROM unnest(${`{${unique.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, position)
    WHERE ${table.id} = o.id`);
  return unique;
}

/** One page of a list: the rows (already ordered and filtered by `rows`) and how many there are. */
export async function paged<Row, Item>(
  query: ListQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [found, count] = await Promise.all([rows(query.pageSize, (query.page - 1) * query.pageSize), total()]);
  return { items: found.map(toItem), page: query.page, pageSize: query.pageSize, total: count };
}

/** A category that still holds items cannot be deleted (staff move or delete them first). */
export class CategoryNotEmpty extends Error {
  constructor(readonly items: number) {
    super(`The category still holds ${items} items`);
    this.name = 'CategoryNotEmpty';
  }
}

/** An item was sent to a category that does not exist. */
export class UnknownCategory extends Error {
  constructor() {
    super('Unknown category');
    this.name = 'UnknownCategory';
  }
}
