/** Builds a message's plain-text and simple HTML bodies from the same parts, escaping every value. */
import { directionOf, type Locale } from '../i18n/locales';
import type { MailMessage } from './transport';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type MailPart =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'quote'; text: string }
  /**
   * A link: its words, and its address (printed in full in the text body). `credential`: whoever
   * holds the address gets in (a sign-in link, a signed link to a file); the message is `sensitive`.
   */
  | { kind: 'link'; text: string; href: string; credential?: true };

/** The colours of the mail and the other standalone pages (the site's --teal-700, --cream, --ink, --muted). */
const COLOURS = { teal: '#145c5b', tint: '#f1f7f6', page: '#faf7f0', ink: '#1b2424', muted: '#5e6b6b' };

/**
 * One message from its parts: the text and HTML bodies say the same. A part that is a credential
 * makes the message sensitive (blanked in the database once sent).
 */
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
    ...(parts.some((part) => part.kind === 'link' && part.credential) ? { sensitive: true } : {}),
  };
}

export function renderText(parts: MailPart[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'paragraph' || part.kind === 'heading') return part.text;
      if (part.kind === 'link') return `${part.text}:\n${part.href}`;
      if (part.kind === 'quote') return part.text.replace(/^/gm, '> ');
      return part.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    })
    .join('\n\n');
}

/**
 * The HTML body, in `locale`'s language and direction (Arabic reads right to left). With `title`,
 * a page of its own for a browser (lib/http/messagePage.ts): its <head> names it and fits phones.
 */
export function renderHtml(parts: MailPart[], locale: Locale = 'en', title?: string): string {
  const dir = directionOf(locale);
  const start = dir === 'rtl' ? 'right' : 'left';
  const cell = `padding:4px ${dir === 'rtl' ? '0 4px 12px' : '12px 4px 0'};vertical-align:top;`;
  const body = parts
    .map((part) => {
      if (part.kind === 'heading') {
        return `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${COLOURS.teal}">${escapeHtml(part.text)}</h1>`;
      }
      if (part.kind === 'paragraph') {
        return `<p style="margin:0 0 16px">${escapeHtml(part.text).replace(/\n/g, '<br>')}</p>`;
      }
      if (part.kind === 'link') {
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(part.href)}" style="color:${COLOURS.teal};font-weight:600">${escapeHtml(part.text)}</a></p>`;
      }
      if (part.kind === 'quote') {
        return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-${start}:3px solid ${COLOURS.teal};background:${COLOURS.tint};white-space:pre-wrap">${escapeHtml(part.text)}</blockquote>`;
      }
      const rows = part.rows
        .map(
          ([label, value]) =>
            `<tr><th style="${cell}text-align:${start};color:${COLOURS.muted};font-weight:600">${escapeHtml(label)}</th><td style="${cell}white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    })
    .join('\n');
  const head =
    title === undefined
      ? ''
      : `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`;
  return `<!doctype html><html lang="${locale}" dir="${dir}">${head}<body style="margin:0;padding:24px;background:${COLOURS.page};color:${COLOURS.ink};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5"><div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">${body}</div></body></html>`;
}
