import 'server-only';
/**
 * `content.published`, for every path at once: before a write commits (lib/data/transaction.ts),
 * each item of a collection published item by item that the write changed — its content, or made
 * it public; not its draft, its place in a list or its schedule (lib/data/changedItems.ts) — and
 * that is public after it, is announced once, as it now stands: its kind (the table's name), id
 * and stored fields, its draft left out. Whatever made the change: a dialog, Publish, "Publish
 * changes", the scheduler, a History or Trash restore. A category (not published item by item),
 * a draft saved, an item unpublished or deleted is not announced.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/connect';
import type { ChangedItems } from '@/lib/data/changedItems';
import type { DraftData } from '@/lib/data/collection';
import { DRAFT_COLLECTIONS } from '@/lib/data/collections';
import { queueWebhookEvent } from './queue';

export async function announcePublishedChanges(tx: Transaction, changed: ChangedItems): Promise<void> {
  for (const collection of Object.values(DRAFT_COLLECTIONS)) {
    const table = getTableName(collection.table);
    for (const id of changed.get(table)?.keys() ?? []) {
      const { rows } = await tx.execute<{ item: DraftData; published: boolean }>(
        sql`SELECT to_jsonb(t) - 'draft' AS item, t.${sql.identifier(collection.published.name)} AS published FROM ${collection.table} t WHERE t.id = ${id}`,
      );
      const [row] = rows;
      if (row?.published)
        await queueWebhookEvent(tx, 'content.published', { kind: table, id, item: row.item });
    }
  }
}
