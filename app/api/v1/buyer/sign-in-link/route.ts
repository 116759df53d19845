import { submissionTextIn } from '@/content/text';
import { askForSignInLink, signInLinkTask } from '@/features/buyers/signIn';
import { signInLinkSchemaWith } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { ok, tooManyRequests } from '@/lib/http/responses';
import { runAfterAnswer } from '@/lib/tasks/afterAnswer';
import { countText } from '@/lib/text/plural';
import { fill } from '@/lib/text/fill';
import { formMessagesFor } from '@/lib/validation/messages';

const BODY_MAX_BYTES = 2 * 1024;

/**
 * A buyer asks for a sign-in link: JSON {email}. 202 whether or not the address sent a request,
 * after the same work either way: the limits counted and one task queued, which looks the address
 * up once the answer has gone (features/buyers/signIn.ts); 429 past the limits per address or per
 * client.
 */
export const POST = route(
  {
    body: json((locale) => signInLinkSchemaWith(formMessagesFor(locale).buyerSignIn), BODY_MAX_BYTES),
    guard: sameOriginOnly((locale) => submissionTextIn(locale).forbiddenOrigin),
    text: submissionTextIn,
    visitSource: true,
  },
  async ({ request, locale, body, source }) => {
    const submissionText = submissionTextIn(locale);
    const asked = await askForSignInLink(getDb(), {
      email: body.email,
      language: locale,
      client: clientIp(request),
      source,
    });
    if (asked.outcome === 'limited') {
      const wait = countText(locale, Math.ceil(asked.retryAfterSeconds / 60), submissionText.minutes);
      return tooManyRequests(asked.retryAfterSeconds, fill(submissionText.rateLimited, { wait }));
    }
    await runAfterAnswer(signInLinkTask);
    return ok(endpoints.buyerSignInLink.POST, { received: true }, 202);
  },
);
