import { endpoints } from '@/lib/api/contract';
import { submissionTextIn } from '@/content/text';
import { createEnquiry } from '@/features/enquiries/data';
import { enquiryEmail } from '@/features/settings/data';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { ok } from '@/lib/http/responses';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { sendSoon } from '@/lib/mail/notify';
import { enquiryAcknowledgement, enquiryNotification } from '@/features/mail/enquiry';
import { enquirySchemaWith } from '@/features/enquiries/validation';
import { formMessagesFor } from '@/lib/validation/messages';

/** Far more than the form's largest answer (a 5000-character message), far less than a flood. */
const ENQUIRY_MAX_BYTES = 64 * 1024;

/** The contact form: JSON {name, email, company?, service, message}. */
export const POST = route(
  {
    body: json((locale) => enquirySchemaWith(formMessagesFor(locale).enquiry), ENQUIRY_MAX_BYTES),
    guard: (request) => refusePublicForm(getDb(), request, 'enquiry', submissionTextIn),
    text: submissionTextIn,
    visitSource: true,
    // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
    honeypot: () => ok(endpoints.enquiries.POST, { received: true }, 201),
  },
  async ({ request, locale, body, source }) => {
    const staffAddress = await enquiryEmail();
    await createEnquiry(body, locale, { ip: clientIp(request), source }, (enquiry) => [
      enquiryNotification(enquiry, staffAddress),
      enquiryAcknowledgement(enquiry, locale),
    ]);
    await sendSoon();
    return ok(endpoints.enquiries.POST, { received: true }, 201);
  },
);
