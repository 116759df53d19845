import { submissionTextIn, textFor } from '@/content/text';
import { linkTokenSchema } from '@/features/buyers/validation';
import { eraseWithLink } from '@/features/privacy/selfService';
import { endpoints } from '@/lib/api/contract';
import { clearBuyerCookie } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { fail, ok } from '@/lib/http/responses';

const BODY_MAX_BYTES = 1024;

/**
 * The erasure mail's page erases the buyer's data: JSON {token}. 410 for a link used or late.
 * Their sessions end with it, so this browser's cookie is cleared too.
 */
export const POST = route(
  {
    body: json(linkTokenSchema, BODY_MAX_BYTES),
    guard: sameOriginOnly((locale) => submissionTextIn(locale).forbiddenOrigin),
    text: submissionTextIn,
  },
  async ({ locale, body }) => {
    const erased = await eraseWithLink(getDb(), body.token);
    if (!erased) return fail(410, 'link_used', textFor(locale).buyerText.erasure.linkUsed);
    const response = ok(endpoints.buyerErasure.POST, { erased: true });
    clearBuyerCookie(response);
    return response;
  },
);
