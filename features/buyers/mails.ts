/** The mails a buyer gets about their own page, in their language. */
import { textFor } from '@/content/text';
import { acknowledgement } from '@/features/mail/acknowledgement';
import type { Locale } from '@/lib/i18n/locales';
import type { MailMessage } from '@/lib/mail/transport';

/** The one-time sign-in link (`url`, absolute). */
export function signInMail(email: string, locale: Locale, url: string): MailMessage {
  const t = textFor(locale).buyerText.signInMail;
  return acknowledgement(
    email,
    t.subject,
    t.greeting,
    [
      { kind: 'paragraph', text: t.body },
      { kind: 'link', text: t.linkText, href: url, credential: true },
      { kind: 'paragraph', text: t.ignore },
    ],
    locale,
  );
}

/** The link that confirms erasing the buyer's data (`url`, absolute; features/privacy/selfService.ts). */
export function erasureMail(email: string, locale: Locale, url: string): MailMessage {
  const t = textFor(locale).buyerText.erasureMail;
  return acknowledgement(
    email,
    t.subject,
    t.greeting,
    [
      { kind: 'paragraph', text: t.body },
      { kind: 'link', text: t.linkText, href: url, credential: true },
      { kind: 'paragraph', text: t.ignore },
    ],
    locale,
  );
}
