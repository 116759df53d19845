import { textFor } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { build, type MailPart } from '@/lib/mail/render';
import type { MailMessage } from '@/lib/mail/transport';

/**
 * A visitor's acknowledgement in the language of the form they sent: the greeting, what the form
 * adds (`parts`) and the signature.
 */
export function acknowledgement(
  to: string,
  subject: string,
  greeting: string,
  parts: MailPart[],
  locale: Locale,
): MailMessage {
  const signature = textFor(locale).mailText.signature.join('\n');
  return build(
    to,
    subject,
    [{ kind: 'paragraph', text: greeting }, ...parts, { kind: 'paragraph', text: signature }],
    undefined,
    locale,
  );
}
