import 'server-only';
/**
 * What a list's row does to its item, one way for every content kind: the publish switch and
 * Delete. Each kind gives its table, columns and pages in its DraftKind (./drafts.ts).
 */
import { eq } from 'drizzle-orm';
import { retireImages } from '@/lib/data/files';
import { writeRow } from '@/lib/data/cache';
import type { StoredImage } from '@/lib/db/schema';
import { now as clockNow } from '@/lib/time/clock';
import { fieldOf } from './contentColumns';
import { announcePublished, type DraftKind } from './drafts';

/**
 * Publishes or unpublishes item `id` by hand. A schedule ends with it (it would undo the choice at
 * its time), and unpublishing ends a planned unpublishing too; the kind's pages are purged, and a
 * publish is announced to webhooks. The row as stored, or null when there is no such item.
 */
export async function setPublishedByHand<Row>(
  kind: DraftKind,
  id: number,
  published: boolean,
): Promise<Row | null> {
  const { table } = kind;
  const row = await writeRow(
    async (tx) =>
      (await tx
        .update(table)
        .set({
          [fieldOf(table, kind.published)]: published,
          publishAt: null,
          ...(published ? {} : { [fieldOf(table, kind.unpublishAt)]: null }),
          updatedAt: clockNow(),
        } as never)
        .where(eq(table.id, id))
        .returning()) as Row[],
    async (tx) => {
      await kind.invalidate(tx, id);
      if (published) await announcePublished(tx, kind, id);
    },
  );
  return row ?? null;
}

/**
 * Deletes item `id` (History keeps it in the Trash) and purges its pages; the pictures only it
 * showed (`pictures` of the row) are retired after. False when there is no such item.
 */
export async function deleteByHand<Row>(
  kind: DraftKind,
  id: number,
  pictures: (row: Row) => (StoredImage | null | undefined)[] = () => [],
): Promise<boolean> {
  const { table } = kind;
  const row = await writeRow(
    async (tx) => (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[],
    (tx) => kind.invalidate(tx, id),
  );
  if (!row) return false;
  await retireImages(pictures(row));
  return true;
}
