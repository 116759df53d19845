import { formMessagesFor } from '@/lib/validation/messages';
import { addBuyerMessage } from '@/features/buyers/requests';
import { buyerRoute, notTheirs } from '@/features/buyers/session';
import { buyerMessageSchemaWith } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { idOrNullSegment, json } from '@/lib/http/input';
import { ok, tooManyRequests } from '@/lib/http/responses';
import { hit } from '@/lib/security/rateLimit';
import { textFor } from '@/content/text';
import { countText } from '@/lib/text/plural';
import { fill } from '@/lib/text/fill';

const BODY_MAX_BYTES = 16 * 1024;
/** Messages one buyer may add in an hour: a conversation, not a flood in the staff's inbox. */
const MESSAGES_PER_HOUR = { limit: 20, windowMs: 60 * 60_000 };

/** JSON {message}: the buyer adds a message to their request `key` (its id); staff see it at once. */
export const POST = buyerRoute(
  {
    params: { key: idOrNullSegment },
    body: json((locale) => buyerMessageSchemaWith(formMessagesFor(locale).buyerSignIn), BODY_MAX_BYTES),
  },
  async ({ params: { key: id }, body, buyer, locale }) => {
    if (id === null) return notTheirs(locale);
    const { submissionText } = textFor(locale);
    const counted = await hit(getDb(), `buyer-message:${buyer.email}`, MESSAGES_PER_HOUR);
    if (!counted.allowed) {
      const wait = countText(locale, Math.ceil(counted.retryAfterSeconds / 60), submissionText.minutes);
      return tooManyRequests(counted.retryAfterSeconds, fill(submissionText.rateLimited, { wait }));
    }
    const step = await addBuyerMessage(buyer.email, id, body.message);
    return step ? ok(endpoints.buyerMessages(id).POST, step, 201) : notTheirs(locale);
  },
);
