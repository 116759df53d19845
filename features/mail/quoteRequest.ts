import { adminText } from '@/content/admin';
import { mailText } from '@/content/mail';
import { quoteText } from '@/features/enquiries/quoteText';
import { textFor } from '@/content/text';
import type { StoredRequest } from '@/features/enquiries/quoteRequests';
import { countryName } from '@/lib/i18n/countries';
import type { Locale } from '@/lib/i18n/locales';
import { formatMonth } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import { amountText } from '@/lib/text/requestLines';
import type { RequestKind } from '@/features/enquiries/kinds';
import type { MailMessage } from '@/lib/mail/transport';
import { build, type MailPart } from '@/lib/mail/render';
import { acknowledgement } from './acknowledgement';

const kindOf = (stored: StoredRequest) => stored.request.kind as RequestKind;

/** To the staff's enquiry address, in English; replies go to the buyer. */
export function quoteRequestNotification(stored: StoredRequest, staffEmail: string): MailMessage {
  const t = mailText.quoteStaff;
  const { request, lines } = stored;
  const kind = kindOf(stored);
  const reference = request.reference ?? '';
  const rows: [string, string][] = [
    [t.labels.reference, reference],
    [t.labels.company, request.company],
    [t.labels.name, request.name],
    [t.labels.email, request.email],
    [t.labels.phone, request.phone || '—'],
    [t.labels.country, countryName(request.country, 'en')],
    ...(kind === 'quote'
      ? ([
          [t.labels.incoterm, request.incoterm],
          [t.labels.month, request.deliveryMonth ? formatMonth(request.deliveryMonth) : t.flexible],
        ] as [string, string][])
      : ([[t.labels.shippingAddress, request.shippingAddress]] as [string, string][])),
    [t.labels.language, adminText.common.languages[request.language]],
    [t.labels.date, request.createdAt.toISOString()],
  ];
  const parts: MailPart[] = [
    { kind: 'paragraph', text: t.intro[kind] },
    { kind: 'fields', rows },
    { kind: 'paragraph', text: `${t.products}:` },
    {
      kind: 'fields',
      rows: lines.map((line, i) => [
        `${i + 1}. ${line.productName}`,
        amountText(line, 'en', quoteText.units),
      ]),
    },
    ...(request.message ? [{ kind: 'quote' as const, text: request.message }] : []),
    { kind: 'paragraph', text: t.followUp },
  ];
  return build(staffEmail, t.subject[kind](reference, request.company), parts, request.email);
}

/** To the buyer, in the language of the page they sent it from: the reference and what they asked. */
export function quoteRequestAcknowledgement(stored: StoredRequest, locale: Locale): MailMessage {
  const text = textFor(locale);
  const t = text.mailText.quoteAck;
  const { request, lines } = stored;
  const kind = kindOf(stored);
  const reference = request.reference ?? '';
  const details: [string, string][] = [
    [t.labels.country, countryName(request.country, locale)],
    ...(kind === 'quote'
      ? ([
          [t.labels.incoterm, request.incoterm],
          [t.labels.month, request.deliveryMonth ? formatMonth(request.deliveryMonth, locale) : t.flexible],
        ] as [string, string][])
      : ([[t.labels.shippingAddress, request.shippingAddress]] as [string, string][])),
  ];
  return acknowledgement(
    request.email,
    t.subject[kind](reference),
    t.greeting(request.name),
    [
      { kind: 'paragraph', text: fill(t.body[kind], { reference }) },
      { kind: 'paragraph', text: t.products },
      {
        kind: 'fields',
        rows: lines.map((line, i) => [
          `${i + 1}. ${line.localName}`,
          amountText(line, locale, text.quoteText.units),
        ]),
      },
      { kind: 'fields', rows: details },
      ...(request.message ? [{ kind: 'quote' as const, text: request.message }] : []),
    ],
    locale,
  );
}
