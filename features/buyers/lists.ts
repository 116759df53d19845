import 'server-only';
/** A buyer's saved lists of products (their page), by their address. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { now as clockNow } from '@/lib/time/clock';
import type { BuyerListDto } from './dto';
import { addressKey } from '@/lib/text/emailAddresses';
import { buyerLists } from './tables';

/** How many lists one buyer keeps: enough for every product line, not a way to fill the disk. */
export const LISTS_PER_BUYER = 20;

const dto = (row: typeof buyerLists.$inferSelect): BuyerListDto => ({
  id: row.id,
  name: row.name,
  productIds: row.productIds,
});

export async function listsOf(email: string): Promise<BuyerListDto[]> {
  const rows = await getDb()
    .select()
    .from(buyerLists)
    .where(eq(buyerLists.email, addressKey(email)))
    .orderBy(desc(buyerLists.createdAt), desc(buyerLists.id));
  return rows.map(dto);
}

/** Keeps a new list; null when the buyer already keeps LISTS_PER_BUYER. */
export async function saveList(
  email: string,
  input: { name: string; productIds: number[] },
): Promise<BuyerListDto | null> {
  const owner = addressKey(email);
  return getDb().transaction(async (tx) => {
    // One buyer's saves one after another, so two at once cannot both pass the count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`buyer-lists:${owner}`}))`);
    if ((await tx.$count(buyerLists, eq(buyerLists.email, owner))) >= LISTS_PER_BUYER) return null;
    const now = clockNow();
    const [row] = await tx
      .insert(buyerLists)
      .values({
        email: owner,
        name: input.name,
        productIds: [...new Set(input.productIds)],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return dto(row);
  });
}

/** Removes one of the buyer's lists; false when it is not theirs. */
export async function deleteList(email: string, id: number): Promise<boolean> {
  const removed = await getDb()
    .delete(buyerLists)
    .where(and(eq(buyerLists.id, id), eq(buyerLists.email, addressKey(email))))
    .returning({ id: buyerLists.id });
  return removed.length > 0;
}
