import { mailText } from '@/content/mail';
import { textFor } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/text/fill';
import type { MailMessage } from '@/lib/mail/transport';
import { build } from '@/lib/mail/render';
import { acknowledgement } from './acknowledgement';

export interface EnquiryMailData {
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
  createdAt: Date;
}

/** To the staff's enquiry address; replies go to the visitor. */
export function enquiryNotification(enquiry: EnquiryMailData, staffEmail: string): MailMessage {
  const t = mailText.enquiryStaff;
  return build(
    staffEmail,
    t.subject(enquiry.name, enquiry.service),
    [
      { kind: 'paragraph', text: t.intro },
      {
        kind: 'fields',
        rows: [
          [t.labels.name, enquiry.name],
          [t.labels.email, enquiry.email],
          [t.labels.company, enquiry.company || '—'],
          [t.labels.service, enquiry.service],
          [t.labels.date, enquiry.createdAt.toISOString()],
        ],
      },
      { kind: 'quote', text: enquiry.message },
    ],
    enquiry.email,
  );
}

/** To the visitor, in the language of the form they sent: we have it. */
export function enquiryAcknowledgement(enquiry: EnquiryMailData, locale: Locale): MailMessage {
  const t = textFor(locale).mailText.enquiryAck;
  return acknowledgement(
    enquiry.email,
    t.subject,
    t.greeting(enquiry.name),
    [
      { kind: 'paragraph', text: fill(t.body, { service: enquiry.service }) },
      { kind: 'paragraph', text: t.copy },
      { kind: 'quote', text: enquiry.message },
    ],
    locale,
  );
}
