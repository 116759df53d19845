import 'server-only';
/** The buyer's endpoints: each answers only a signed-in buyer, never kept by any cache. */
import { textFor } from '@/content/text';
import { cookies } from 'next/headers';
import { buyerCookieName, readBuyerToken } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { isSameOrigin, requestLocale } from '@/lib/http/request';
import { fail } from '@/lib/http/responses';
import type { Locale } from '@/lib/i18n/locales';
import { findBuyerSession, type BuyerSession } from './signIn';

export interface BuyerContext {
  request: Request;
  params: Record<string, string>;
  buyer: BuyerSession;
  locale: Locale;
}

/**
 * A handler for the signed-in buyer: 401 without a live buyer session (a staff session is not
 * one), 403 for a write from another site; its answer says `private, no-store`.
 */
export function buyerRoute(handler: (context: BuyerContext) => Promise<Response>) {
  return route(async (request, params) => {
    const locale = requestLocale(request);
    const text = textFor(locale);
    const buyer = await findBuyerSession(getDb(), readBuyerToken(request));
    const response = !buyer
      ? fail(401, 'signed_out', text.buyerText.account.signedOut)
      : request.method !== 'GET' && !isSameOrigin(request)
        ? fail(403, 'forbidden_origin', text.submissionText.forbiddenOrigin)
        : await handler({ request, params, buyer, locale });
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
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
