import 'server-only';
/** The buyer's endpoints: each answers only a signed-in buyer, never kept by any cache. */
import { submissionTextIn, textFor } from '@/content/text';
import { cookies } from 'next/headers';
import { buyerCookieName, readBuyerToken } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { route, type RouteContext } from '@/lib/http/handler';
import type { InputSpec } from '@/lib/http/input';
import { isSameOrigin } from '@/lib/http/request';
import { fail } from '@/lib/http/responses';
import type { Locale } from '@/lib/i18n/locales';
import { findBuyerSession, type BuyerSession } from './signIn';

export interface BuyerContext<I extends InputSpec = InputSpec> extends RouteContext<I> {
  buyer: BuyerSession;
}

/** Answers for the buyer alone: never kept by a shared cache. */
function privately(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * A handler for the signed-in buyer, with its input: 401 without a live buyer session (a staff
 * session is not one), 403 for a write from another site, before anything is read; its answer
 * says `private, no-store`.
 */
export function buyerRoute<S extends InputSpec>(
  spec: S,
  handler: (context: BuyerContext<S>) => Promise<Response>,
) {
  const buyers = new WeakMap<Request, BuyerSession>();
  return route(
    {
      ...spec,
      text: submissionTextIn,
      async guard(request, locale) {
        const text = textFor(locale);
        const buyer = await findBuyerSession(getDb(), readBuyerToken(request));
        if (!buyer) return privately(fail(401, 'signed_out', text.buyerText.account.signedOut));
        if (request.method !== 'GET' && !isSameOrigin(request))
          return privately(fail(403, 'forbidden_origin', text.submissionText.forbiddenOrigin));
        buyers.set(request, buyer);
        return null;
      },
    },
    async (context) =>
      privately(await handler({ ...context, buyer: buyers.get(context.request)! } as BuyerContext<S>)),
  );
}

/** The answer for anything that is not the buyer's own: the same as for what does not exist. */
export function notTheirs(locale: Locale): Response {
  return fail(404, 'not_found', textFor(locale).buyerText.account.notFound);
}

/** The buyer this browser is signed in as, for a page (its cookie); null when none. */
export async function currentBuyer(): Promise<BuyerSession | null> {
  const token = (await cookies()).get(buyerCookieName())?.value ?? '';
  return findBuyerSession(getDb(), token);
}
