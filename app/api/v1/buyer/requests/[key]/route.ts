import { buyerRequest } from '@/features/buyers/requests';
import { buyerRoute, notTheirs } from '@/features/buyers/session';
import { endpoints } from '@/lib/api/contract';
import { textSegment } from '@/lib/http/input';
import { ok } from '@/lib/http/responses';

/** One of the signed-in buyer's requests, by id or reference; 404 for anyone else's. */
export const GET = buyerRoute(
  { params: { key: textSegment(64) } },
  async ({ params: { key }, buyer, locale }) => {
    const view = await buyerRequest(buyer.email, key, locale);
    return view ? ok(endpoints.buyerRequest(key).GET, view) : notTheirs(locale);
  },
);
