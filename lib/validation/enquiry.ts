/** The contact form's one schema: used by the form's resolver and by POST /api/v1/enquiries. */
import * as z from 'zod/mini';
import { requiredText } from './fields';
import { EMAIL_PATTERN, HONEYPOT_FIELD } from './patterns';

export const ENQUIRY_SERVICES = ['Exporting', 'Green Spice Extracts', 'Purchase'] as const;

export const enquiryMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or fewer',
  email: 'Please enter a valid email address',
  company: 'Company must be 120 characters or fewer',
  service: 'Please select a service',
  message: 'Please enter your message',
  messageTooLong: 'Message must be 5000 characters or fewer',
} as const;

export const enquirySchema = z.object({
  name: requiredText(enquiryMessages.name).check(z.maxLength(100, enquiryMessages.nameTooLong)),
  email: z
    .string()
    .check(z.trim(), z.regex(EMAIL_PATTERN, enquiryMessages.email), z.maxLength(254, enquiryMessages.email)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(120, enquiryMessages.company))),
  service: z.enum(ENQUIRY_SERVICES, { error: enquiryMessages.service }),
  message: requiredText(enquiryMessages.message).check(z.maxLength(5000, enquiryMessages.messageTooLong)),
});

/** What the form holds (the service starts empty: 'Select Service'). */
export type EnquiryFormValues = Omit<z.input<typeof enquirySchema>, 'service'> & { service: string };
export type Enquiry = z.output<typeof enquirySchema>;

/** What the form sends: the enquiry and the hidden honeypot field. */
export type EnquiryRequest = z.input<typeof enquirySchema> & { [HONEYPOT_FIELD]?: string };
