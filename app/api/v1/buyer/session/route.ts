import { submissionTextIn, textFor } from '@/content/text';
import { endBuyerSession, signInWithLink } from '@/features/buyers/signIn';
import { linkTokenSchema } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { clearBuyerCookie, readBuyerToken, setBuyerCookie } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { fail, ok } from '@/lib/http/responses';

const BODY_MAX_BYTES = 1024;
const sameSite = sameOriginOnly((locale) => submissionTextIn(locale).forbiddenOrigin);

/** The page of a mailed link signs this browser in: JSON {token}. 410 for a link used or late. */
export const POST = route(
  { body: json(linkTokenSchema, BODY_MAX_BYTES), guard: sameSite, text: submissionTextIn },
  async ({ locale, body }) => {
    const session = await signInWithLink(getDb(), body.token);
    if (!session) return fail(410, 'link_used', textFor(locale).buyerText.confirm.linkUsed);
    const response = ok(endpoints.buyerSession.POST, { signedIn: true, language: session.language });
    setBuyerCookie(response, session.token, session.expiresAt);
    return response;
  },
);

/** Signs this browser out. */
export const DELETE = route({ guard: sameSite, text: submissionTextIn }, async ({ request }) => {
  await endBuyerSession(getDb(), readBuyerToken(request));
  const response = ok(endpoints.buyerSession.DELETE, { ok: true });
  clearBuyerCookie(response);
  return response;
});
