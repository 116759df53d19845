import { mailText } from '@/content/mail';
import { textFor } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/text/fill';
import type { ApplicantDetails } from '@/features/careers/validation';
import type { MailMessage } from '@/lib/mail/transport';
import { build } from '@/lib/mail/render';
import { acknowledgement } from './acknowledgement';

/** The applicant's answers, the position and the résumé's name. */
export type ApplicationMailData = ApplicantDetails & {
  position: string;
  resumeName: string;
  createdAt: Date;
};

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

/** To the candidate, in the language of the form they sent (`position` named in that language). */
export function applicationAcknowledgement(data: ApplicationMailData, locale: Locale): MailMessage {
  const t = textFor(locale).mailText.applicationAck;
  return acknowledgement(
    data.email,
    t.subject(data.position),
    t.greeting(data.firstName),
    [{ kind: 'paragraph', text: fill(t.body, { position: data.position }) }],
    locale,
  );
}
