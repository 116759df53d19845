import { endpoints } from '@/lib/api/contract';
import { submissionTextIn } from '@/content/text';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { enquiryEmail } from '@/features/settings/data';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { fail, ok } from '@/lib/http/responses';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { sendSoon } from '@/lib/mail/notify';
import { quoteRequestAcknowledgement, quoteRequestNotification } from '@/features/mail/quoteRequest';
import { formMessagesFor } from '@/lib/validation/messages';
import { quoteRequestSchemaWith } from '@/features/enquiries/quoteRequestValidation';

/** Twenty lines and a 5000-character message fit many times over. */
const REQUEST_MAX_BYTES = 64 * 1024;

/**
 * The quote and sample request form: JSON {kind, lines[], company, name, email, phone?, country,
 * incoterm and deliveryMonth (quote) or shippingAddress (sample), message?}. Answers the reference.
 */
export const POST = route(
  {
    body: json((locale) => quoteRequestSchemaWith(formMessagesFor(locale).quote), REQUEST_MAX_BYTES),
    guard: (request) => refusePublicForm(getDb(), request, 'request', submissionTextIn),
    text: submissionTextIn,
    visitSource: true,
    // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
    honeypot: () => ok(endpoints.quoteRequests.POST, { received: true, reference: '' }, 201),
  },
  async ({ request, locale, body, source }) => {
    const messages = formMessagesFor(locale).quote;
    const staffAddress = await enquiryEmail();
    const result = await createQuoteRequest(body, locale, { ip: clientIp(request), source }, (stored) => [
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
    return ok(
      endpoints.quoteRequests.POST,
      { received: true, reference: result.request.reference ?? '' },
      201,
    );
  },
);
