import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Ordered = PgTable & { position: PgColumn };

/** The position after the last row (of those `where` selects): new rows go to the end. */
export function nextPosition(table: Ordered, where?: SQL): SQL {
  return sql`(SELECT coalesce(max(${table.position}), -1) + 1 FROM ${table}${where ? sql` WHERE ${where}` : sql``})`;
}
