import { deleteList } from '@/features/buyers/lists';
import { buyerRoute, notTheirs } from '@/features/buyers/session';
import { endpoints } from '@/lib/api/contract';
import { ok } from '@/lib/http/responses';
import { parseId } from '@/lib/validation/ids';

/** Removes one of the signed-in buyer's lists; 404 for anyone else's. */
export const DELETE = buyerRoute(async ({ params, buyer, locale }) => {
  const id = parseId(params.id);
  return id !== null && (await deleteList(buyer.email, id))
    ? ok(endpoints.buyerList(id).DELETE, { ok: true })
    : notTheirs(locale);
});
