import { textFor } from '@/content/text';
import { endBuyerSession, signInWithLink } from '@/features/buyers/signIn';
import { linkTokenSchema } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { clearBuyerCookie, readBuyerToken, setBuyerCookie } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { isSameOrigin, requestLocale } from '@/lib/http/request';
import { fail, ok } from '@/lib/http/responses';

const BODY_MAX_BYTES = 1024;

/** The page of a mailed link signs this browser in: JSON {token}. 410 for a link used or late. */
export const POST = route(async (request) => {
  const locale = requestLocale(request);
  const { submissionText, buyerText } = textFor(locale);
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', submissionText.forbiddenOrigin);
  const parsed = linkTokenSchema.safeParse(await readJson(request, BODY_MAX_BYTES));
  const session = parsed.success ? await signInWithLink(getDb(), parsed.data.token) : null;
  if (!session) return fail(410, 'link_used', buyerText.confirm.linkUsed);
  const response = ok(endpoints.buyerSession.POST, { signedIn: true, language: session.language });
  setBuyerCookie(response, session.token, session.expiresAt);
  return response;
});

/** Signs this browser out. */
export const DELETE = route(async (request) => {
  if (!isSameOrigin(request))
    return fail(403, 'forbidden_origin', textFor(requestLocale(request)).submissionText.forbiddenOrigin);
  await endBuyerSession(getDb(), readBuyerToken(request));
  const response = ok(endpoints.buyerSession.DELETE, { ok: true });
  clearBuyerCookie(response);
  return response;
});
