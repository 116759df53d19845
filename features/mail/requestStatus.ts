/**
 * To the buyer when staff answer what they sent (move their request on, reply, send a file): in
 * the language of the form they sent.
 */
import { textFor } from '@/content/text';
import type { EnquiryRecord } from '@/features/enquiries/tables';
import type { RequestEventRecord } from '@/features/enquiries/timeline';
import { trackingUrl } from '@/features/enquiries/kinds';
import type { MailMessage } from '@/lib/mail/transport';
import type { MailPart } from '@/lib/mail/render';
import { fill } from '@/lib/text/fill';
import { acknowledgement } from './acknowledgement';

/**
 * `links.file`: the step's file, signed for a week (a credential: with it the message is blanked
 * once sent); `links.page`: the buyer's page (its sign-in asks for a link when this browser is not
 * signed in), null for a contact-form enquiry, which it does not list. Both absolute. A request
 * with a reference is named by it and its status; a contact-form enquiry by its service.
 */
export function requestStatusMail(
  request: EnquiryRecord,
  step: RequestEventRecord,
  links: { page: string | null; file: string | null },
): MailMessage {
  const locale = request.language;
  const { buyerText } = textFor(locale);
  const t = buyerText.statusMail;
  const reference = request.reference ?? '';
  const status = buyerText.account.statuses[step.status ?? request.status];
  const track = trackingUrl(step.carrier, step.tracking);
  const subject = request.reference
    ? fill(t.subject, { reference, status })
    : request.service
      ? fill(t.replySubject, { service: request.service })
      : t.replySubjectPlain;
  const parts: MailPart[] = [
    ...(request.reference ? [{ kind: 'paragraph' as const, text: fill(t.body, { reference, status }) }] : []),
    ...(step.message
      ? [
          { kind: 'paragraph' as const, text: t.reply },
          { kind: 'quote' as const, text: step.message },
        ]
      : []),
    ...(step.tracking
      ? [
          {
            kind: 'fields' as const,
            rows: [
              [t.carrier, buyerText.account.carriers[step.carrier ?? 'other']],
              [t.tracking, step.tracking],
            ] as [string, string][],
          },
        ]
      : []),
    ...(track ? [{ kind: 'link' as const, text: t.track, href: track }] : []),
    ...(links.file
      ? [{ kind: 'link' as const, text: t.attachment, href: links.file, credential: true as const }]
      : []),
    ...(links.page ? [{ kind: 'link' as const, text: t.page, href: links.page }] : []),
  ];
  return acknowledgement(request.email, subject, fill(t.greeting, { name: request.name }), parts, locale);
}
