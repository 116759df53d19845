/** Builds a message's plain-text and simple HTML bodies from the same parts, escaping every value. */
import { textFor } from '../../../content/text';
import { directionOf, type Locale } from '../../i18n/locales';
import type { MailMessage } from '../transport';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type MailPart =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'quote'; text: string };

/** One message from its parts: the text and HTML bodies say the same. */
export function build(
  to: string,
  subject: string,
  parts: MailPart[],
  replyTo?: string,
  locale: Locale = 'en',
): MailMessage {
  // Visitors' names go into the subject: keep it on one line.
  return {
    to,
    subject: subject.replace(/\s+/g, ' ').trim(),
    text: renderText(parts),
    html: renderHtml(parts, locale),
    replyTo,
  };
}

export function renderText(parts: MailPart[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'paragraph') return part.text;
      if (part.kind === 'quote') return part.text.replace(/^/gm, '> ');
      return part.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    })
    .join('\n\n');
}

/** The HTML body, in `locale`'s language and direction (Arabic reads right to left). */
export function renderHtml(parts: MailPart[], locale: Locale = 'en'): string {
  const dir = directionOf(locale);
  const start = dir === 'rtl' ? 'right' : 'left';
  const cell = `padding:4px ${dir === 'rtl' ? '0 4px 12px' : '12px 4px 0'};vertical-align:top;`;
  const body = parts
    .map((part) => {
      if (part.kind === 'paragraph') {
        return `<p style="margin:0 0 16px">${escapeHtml(part.text).replace(/\n/g, '<br>')}</p>`;
      }
      if (part.kind === 'quote') {
        return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-${start}:3px solid #145c5b;background:#f1f7f6;white-space:pre-wrap">${escapeHtml(part.text)}</blockquote>`;
      }
      const rows = part.rows
        .map(
          ([label, value]) =>
            `<tr><th style="${cell}text-align:${start};color:#5e6b6b;font-weight:600">${escapeHtml(label)}</th><td style="${cell}white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="margin:0;padding:24px;background:#faf7f0;color:#1b2424;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5"><div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">${body}</div></body></html>`;
}

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
