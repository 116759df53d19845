import { textFor } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import type { MailMessage } from '@/lib/mail/transport';
import { acknowledgement } from './acknowledgement';

export interface DocumentLinkMailData {
  name: string;
  email: string;
  /** The document's kind and language as the buyer read them: 'Safety data sheet (English)'. */
  document: string;
  /** The product's name in the buyer's language. */
  product: string;
  /** The signed link (absolute). */
  url: string;
  /** The last day the link works (YYYY-MM-DD). */
  until: string;
  /** The product page (absolute), to ask again once the link has expired. */
  productPage: string;
}

/** To the buyer who asked for a document sent on request, in the language of the page they asked on. */
export function documentLinkMail(data: DocumentLinkMailData, locale: Locale): MailMessage {
  const t = textFor(locale).productDocumentsText;
  const names = { document: data.document, product: data.product };
  return acknowledgement(
    data.email,
    fill(t.mail.subject, names),
    t.mail.greeting(data.name),
    [
      { kind: 'paragraph', text: fill(t.mail.body, names) },
      { kind: 'link', text: fill(t.mail.linkText, names), href: data.url, credential: true },
      { kind: 'paragraph', text: fill(t.mail.validity, { date: formatDate(data.until, locale) }) },
      { kind: 'link', text: t.linkPage.product, href: data.productPage },
    ],
    locale,
  );
}
