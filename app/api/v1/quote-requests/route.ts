import { endpoints } from '@/lib/api/contract';
import { textFor } from '@/content/text';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { enquiryEmail } from '@/features/settings/data';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp, requestLocale } from '@/lib/http/request';
import { sendSoon } from '@/lib/mail/notify';
import { quoteRequestAcknowledgement, quoteRequestNotification } from '@/features/mail/quoteRequest';
import { formMessagesFor } from '@/lib/validation/messages';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/validation/patterns';
import { quoteRequestSchemaWith } from '@/features/enquiries/quoteRequestValidation';

/** Twenty lines and a 5000-character message fit many times over. */
const REQUEST_MAX_BYTES = 64 * 1024;

/**
 * The quote and sample request form: JSON {kind, lines[], company, name, email, phone?, country,
 * incoterm and deliveryMonth (quote) or shippingAddress (sample), message?}. Answers the reference.
 */
export const POST = route(async (request) => {
  const db = getDb();
  const refused = await refusePublicForm(db, request, 'request', (locale) => textFor(locale).submissionText);
  if (refused) return refused;
  const locale = requestLocale(request);
  const { submissionText } = textFor(locale);
  const messages = formMessagesFor(locale).quote;

  const body = await readJson(request, REQUEST_MAX_BYTES);
  if (typeof body !== 'object' || body === null) return fail(400, 'bad_request', submissionText.badRequest);
  // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
  if (isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT_FIELD]))
    return ok(endpoints.quoteRequests.POST, { received: true, reference: '' }, 201);

  const parsed = quoteRequestSchemaWith(messages).safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, submissionText.invalid);

  const staffAddress = await enquiryEmail();
  const result = await createQuoteRequest(parsed.data, locale, clientIp(request), (stored) => [
    quoteRequestNotification(stored, staffAddress),
    quoteRequestAcknowledgement(stored, locale),
  ]);
  if (!result.ok) {
    const fields = Object.fromEntries(
      result.unavailable.map((i) => [`lines.${i}.productId`, messages.product]),
    );
    return fail(422, 'product_unavailable', messages.product, { fields });
  }
  await sendSoon();
  return ok(endpoints.quoteRequests.POST, { received: true, reference: result.request.reference ?? '' }, 201);
});
