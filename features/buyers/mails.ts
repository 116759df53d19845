/** The mails a buyer gets about their own page, in their language. */
import { textFor } from '@/content/text';
import { acknowledgement } from '@/features/mail/acknowledgement';
import type { Locale } from '@/lib/i18n/locales';
import type { MailMessage } from '@/lib/mail/transport';

/** A link mailed to the buyer (`url`, absolute): to sign in, to confirm erasing their data, or to download a copy of it. */
function linkMail(text: {
  subject: string;
  greeting: string;
  body: string;
  linkText: string;
  ignore: string;
}) {
  return (email: string, locale: Locale, url: string): MailMessage =>
    acknowledgement(
      email,
      text.subject,
      text.greeting,
      [
        { kind: 'paragraph', text: text.body },
        { kind: 'link', text: text.linkText, href: url, credential: true },
        { kind: 'paragraph', text: text.ignore },
      ],
      locale,
    );
}

/** The one-time sign-in link. */
export function signInMail(email: string, locale: Locale, url: string): MailMessage {
  return linkMail(textFor(locale).buyerText.signInMail)(email, locale, url);
}

/** The link that confirms erasing the buyer's data (features/privacy/selfService.ts). */
export function erasureMail(email: string, locale: Locale, url: string): MailMessage {
  return linkMail(textFor(locale).buyerText.erasureMail)(email, locale, url);
}

/** The link to a copy of their data that staff sent them (features/privacy/exportLinks.ts). */
export function exportMail(email: string, locale: Locale, url: string): MailMessage {
  return linkMail(textFor(locale).buyerText.exportMail)(email, locale, url);
}
