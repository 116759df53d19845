/** The contact form's one schema: used by the form's resolver and by POST /api/v1/enquiries. */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { enquiryMessages, type EnquiryMessages } from './messages';
import { requiredText } from '@/lib/validation/fields';
import { EMAIL_PATTERN, HONEYPOT_FIELD } from '@/lib/validation/patterns';

export const ENQUIRY_SERVICES = ['Exporting', 'Green Spice Extracts', 'Purchase'] as const;

/** The schema with the messages of the visitor's language. */
export function enquirySchemaWith(m: EnquiryMessages) {
  return z.object({
    name: requiredText(m.name).check(z.maxLength(100, m.nameTooLong)),
    email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, m.email), z.maxLength(254, m.email)),
    company: z.optional(z.string().check(z.trim(), z.maxLength(120, m.company))),
    service: z.enum(ENQUIRY_SERVICES, { error: m.service }),
    message: multiline(requiredText(m.message).check(z.maxLength(5000, m.messageTooLong))),
  });
}

export const enquirySchema = enquirySchemaWith(enquiryMessages);

/** What the form holds (the service starts empty: 'Select Service'). */
export type EnquiryFormValues = Omit<z.input<typeof enquirySchema>, 'service'> & { service: string };
export type Enquiry = z.output<typeof enquirySchema>;

/** What the form sends: the enquiry and the hidden honeypot field. */
export type EnquiryRequest = z.input<typeof enquirySchema> & { [HONEYPOT_FIELD]?: string };
