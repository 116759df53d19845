import { textFor } from '@/content/text';
import { askForSignInLink, signInLinkTask } from '@/features/buyers/signIn';
import { signInLinkSchemaWith } from '@/features/buyers/validation';
import { endpoints } from '@/lib/api/contract';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { clientIp, isSameOrigin, requestLocale } from '@/lib/http/request';
import { fail, ok, tooManyRequests, validationFailed } from '@/lib/http/responses';
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
export const POST = route(async (request) => {
  const locale = requestLocale(request);
  const { submissionText } = textFor(locale);
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', submissionText.forbiddenOrigin);
  const body = await readJson(request, BODY_MAX_BYTES);
  const parsed = signInLinkSchemaWith(formMessagesFor(locale).buyerSignIn).safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, submissionText.invalid);
  const asked = await askForSignInLink(getDb(), {
    email: parsed.data.email,
    language: locale,
    client: clientIp(request),
  });
  if (asked.outcome === 'limited') {
    const wait = countText(locale, Math.ceil(asked.retryAfterSeconds / 60), submissionText.minutes);
    return tooManyRequests(asked.retryAfterSeconds, fill(submissionText.rateLimited, { wait }));
  }
  await runAfterAnswer(signInLinkTask);
  return ok(endpoints.buyerSignInLink.POST, { received: true }, 202);
});
