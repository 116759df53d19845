import 'server-only';
/**
 * What a write transaction has changed so far, as the content_version() trigger notes it
 * (migration 0028): each item of a content table whose content changed (not its place in a list,
 * its draft or its schedule), with the columns that changed, or NEW_ROW for a new one. Read before
 * the transaction commits (lib/data/transaction.ts) by the rules that look at every path's
 * changes at once: "Publish only with its Arabic" and the `content.published` webhook.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/connect';

/** A new row: every column counts as changed. */
export const NEW_ROW = '*';

/** Items changed, by table: each id with the columns changed. */
export type ChangedItems = Map<string, Map<number, Set<string>>>;

/** The items `tx` has changed so far, by table: each id with the columns changed. */
export async function changedItems(tx: Transaction): Promise<ChangedItems> {
  const { rows } = await tx.execute<{ notes: string | null }>(
    sql`SELECT current_setting('kinglife.changed', true) AS notes`,
  );
  const items: ChangedItems = new Map();
  for (const note of (rows[0]?.notes ?? '').split(' ')) {
    if (!note) continue;
    const [table, id, columns] = note.split(':');
    if (!items.has(table)) items.set(table, new Map());
    const byId = items.get(table)!;
    if (!byId.has(Number(id))) byId.set(Number(id), new Set());
    for (const column of columns.split(',')) byId.get(Number(id))!.add(column);
  }
  return items;
}
