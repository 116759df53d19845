import { mailText } from '../../../content/mail';
import type { MailMessage } from '../transport';
import { renderHtml, renderText, type MailPart } from './render';

export interface ApplicationMailData {
  position: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dob: string;
  qualification: string;
  resumeName: string;
  createdAt: Date;
}

function build(to: string, subject: string, parts: MailPart[], replyTo?: string): MailMessage {
  // Visitors' names go into the subject: keep it on one line.
  return {
    to,
    subject: subject.replace(/\s+/g, ' ').trim(),
    text: renderText(parts),
    html: renderHtml(parts),
    replyTo,
  };
}

export function applicationNotification(data: ApplicationMailData, staffEmail: string): MailMessage {
  const t = mailText.applicationStaff;
  const name = `${data.firstName} ${data.lastName}`;
  return build(
    staffEmail,
    t.subject(name, data.position),
    [
      { kind: 'paragraph', text: t.intro },
      {
        kind: 'fields',
        rows: [
          [t.labels.position, data.position],
          [t.labels.name, name],
          [t.labels.email, data.email],
          [t.labels.phoneNumber, data.phoneNumber],
          [t.labels.dob, data.dob],
          [t.labels.qualification, data.qualification],
          [t.labels.resume, data.resumeName],
          [t.labels.date, data.createdAt.toISOString()],
        ],
      },
    ],
    data.email,
  );
}

export function applicationAcknowledgement(data: ApplicationMailData): MailMessage {
  const t = mailText.applicationAck;
  return build(data.email, t.subject(data.position), [
    { kind: 'paragraph', text: t.greeting(data.firstName) },
    { kind: 'paragraph', text: t.body.replace('{position}', data.position) },
    { kind: 'paragraph', text: mailText.signature.join('\n') },
  ]);
}
