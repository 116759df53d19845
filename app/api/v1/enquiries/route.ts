import { endpoints } from '@/lib/api/contract';
import { textFor } from '@/content/text';
import { createEnquiry } from '@/features/enquiries/data';
import { enquiryEmail } from '@/features/settings/data';
import { getDb } from '@/lib/db/client';
import { readJson } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp, requestLocale } from '@/lib/http/request';
import { sendSoon } from '@/lib/mail/notify';
import { enquiryAcknowledgement, enquiryNotification } from '@/features/mail/enquiry';
import { enquirySchemaWith } from '@/features/enquiries/validation';
import { formMessagesFor } from '@/lib/validation/messages';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/validation/patterns';

/** Far more than the form's largest answer (a 5000-character message), far less than a flood. */
const ENQUIRY_MAX_BYTES = 64 * 1024;

/** The contact form: JSON {name, email, company?, service, message}. */
export const POST = route(async (request) => {
  const db = getDb();
  const refused = await refusePublicForm(db, request, 'enquiry', (locale) => textFor(locale).submissionText);
  if (refused) return refused;
  const locale = requestLocale(request);
  const { submissionText } = textFor(locale);

  const body = await readJson(request, ENQUIRY_MAX_BYTES);
  if (typeof body !== 'object' || body === null) return fail(400, 'bad_request', submissionText.badRequest);
  // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
  if (isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT_FIELD]))
    return ok(endpoints.enquiries.POST, { received: true }, 201);

  const parsed = enquirySchemaWith(formMessagesFor(locale).enquiry).safeParse(body);
  if (!parsed.success) return validationFailed(parsed.error.issues, submissionText.invalid);

  const staffAddress = await enquiryEmail();
  await createEnquiry(parsed.data, locale, clientIp(request), (enquiry) => [
    enquiryNotification(enquiry, staffAddress),
    enquiryAcknowledgement(enquiry, locale),
  ]);
  await sendSoon();
  return ok(endpoints.enquiries.POST, { received: true }, 201);
});
