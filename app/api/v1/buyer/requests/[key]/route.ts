import { buyerRequest } from '@/features/buyers/requests';
import { buyerRoute, notTheirs } from '@/features/buyers/session';
import { endpoints } from '@/lib/api/contract';
import { ok } from '@/lib/http/responses';

/** One of the signed-in buyer's requests, by id or reference; 404 for anyone else's. */
export const GET = buyerRoute(async ({ params, buyer, locale }) => {
  const view = await buyerRequest(buyer.email, params.key, locale);
  return view ? ok(endpoints.buyerRequest(params.key).GET, view) : notTheirs(locale);
});
