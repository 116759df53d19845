import { submissionTextIn } from '@/content/text';
import { buyerRoute } from '@/features/buyers/session';
import { askForErasureLink } from '@/features/privacy/selfService';
import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { sendSoon } from '@/lib/mail/notify';
import { ok, tooManyRequests } from '@/lib/http/responses';
import { countText } from '@/lib/text/plural';
import { fill } from '@/lib/text/fill';

/** "Delete my data": a one-time link to confirm it is mailed to the signed-in buyer (202); 429 past the limit. */
export const POST = buyerRoute({}, async ({ buyer, locale }) => {
  const asked = await askForErasureLink(getDb(), { email: buyer.email, language: locale });
  if (asked.outcome === 'limited') {
    const text = submissionTextIn(locale);
    const wait = countText(locale, Math.ceil(asked.retryAfterSeconds / 60), text.minutes);
    return tooManyRequests(asked.retryAfterSeconds, fill(text.rateLimited, { wait }));
  }
  await sendSoon();
  return ok(endpoints.buyerErasureLink.POST, { received: true }, 202);
});
