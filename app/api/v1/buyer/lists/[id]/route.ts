import { deleteList } from '@/features/buyers/lists';
import { buyerRoute, notTheirs } from '@/features/buyers/session';
import { endpoints } from '@/lib/api/contract';
import { idOrNullSegment } from '@/lib/http/input';
import { ok } from '@/lib/http/responses';

/** Removes one of the signed-in buyer's lists; 404 for anyone else's. */
export const DELETE = buyerRoute(
  { params: { id: idOrNullSegment } },
  async ({ params: { id }, buyer, locale }) =>
    id !== null && (await deleteList(buyer.email, id))
      ? ok(endpoints.buyerList(id).DELETE, { ok: true })
      : notTheirs(locale),
);
