import 'server-only';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { recordEvent } from '../audit/record';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../api/contract';
import type { Transaction } from '../db/connect';
import { Conflict, FieldRefused } from '../http/problem';
import type { ListQuery } from '../validation/lists';
import { writeTransaction } from './transaction';
export { nextPosition } from './positions';

type Ordered = PgTable & { id: PgColumn; position: PgColumn };

/**
 * Puts the rows named by `ids` in that order, in the places they hold now: the whole list as staff
 * arranged it, one page of a longer list, or two neighbours swapped across a page break all work,
 * and every other row keeps its place (a list open in another tab is not overwritten). `scope`
 * selects the list (e.g. one category's products); ids outside it are ignored. The list's rows are
 * locked while they are renumbered, so two reorders of one list run one after the other. `within`
 * then runs in the same transaction (e.g. to expire the list's cache tags), whether or not a row
 * moved. Returns the ids that were placed, in their new order.
 */
export async function reorder(
  table: Ordered,
  ids: number[],
  scope?: SQL,
  within?: (tx: Transaction) => Promise<void>,
): Promise<number[]> {
  return writeTransaction(async (tx) => {
    const placed = await renumber(tx, table, ids, scope);
    if (placed.length > 0) {
      await recordEvent(tx, {
        kind: 'content_reorder',
        entity: getTableName(table),
        after: { order: placed },
      });
    }
    await within?.(tx);
    return placed;
  });
}

async function renumber(tx: Transaction, table: Ordered, ids: number[], scope?: SQL): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number; position: number }>(sql`
    SELECT ${table.id} AS id, ${table.position} AS position FROM ${table}
    ${scope ? sql`WHERE ${scope}` : sql``} FOR UPDATE`);
  // Sorted here: rows re-read after waiting for a lock may come back out of ORDER BY's order.
  const list = rows.sort((a, b) => a.position - b.position || a.id - b.id);
  const inList = new Set(list.map((row) => row.id));
  const wanted = [...new Set(ids)].filter((id) => inList.has(id));
  if (wanted.length === 0) return wanted;
  const placing = new Set(wanted);
  const order = list.map((row) => row.id);
  list.forEach((row, slot) => {
    if (placing.has(row.id)) order[slot] = wanted.shift()!;
  });
  const moved = order.flatMap((id, slot) =>
    list[slot].id !== id || list[slot].position !== slot ? [id] : [],
  );
  if (moved.length > 0) {
    await tx.execute(sql`
      UPDATE ${table} SET position = o.position - 1
      FROM unnest(${`{${order.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, position)
      WHERE ${table.id} = o.id AND ${table.id} = ANY(${`{${moved.join(',')}}`}::int[])`);
  }
  return order.filter((id) => placing.has(id));
}

/** One page of a list: the rows (already ordered and filtered by `rows`) and how many there are. */
export async function paged<Row, Item>(
  query: ListQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [found, count] = await Promise.all([
    rows(query.pageSize, (query.page - 1) * query.pageSize),
    total(),
  ]);
  return { items: found.map(toItem), page: query.page, pageSize: query.pageSize, total: count };
}

/**
 * A category that still holds items cannot be deleted (staff move or delete them first). The
 * message, in staff's words, says how many and what to do.
 */
export class CategoryNotEmpty extends Conflict {
  constructor(message: string) {
    super('category_not_empty', message);
  }
}

/** An item was sent to a category that does not exist; the message is shown beside its field. */
export class UnknownCategory extends FieldRefused {
  constructor(message: string) {
    super('category', message);
  }
}
