/**
 * A short page in the visitor's language, for a link that cannot give what it promised (a document
 * link that has expired, was changed, or whose document is gone): what happened and where to go
 * instead. Built like the site's e-mail (lib/mail/render.ts); never cached, not indexed.
 */
import type { Locale } from '../i18n/locales';
import { renderHtml } from '../mail/render';

export function messagePage(
  locale: Locale,
  status: number,
  { siteName, title, text }: { siteName: string; title: string; text: string },
  link: { href: string; label: string },
): Response {
  const html = renderHtml(
    [
      { kind: 'paragraph', text: siteName },
      { kind: 'heading', text: title },
      { kind: 'paragraph', text },
      { kind: 'link', text: link.label, href: link.href },
    ],
    locale,
    `${title} · ${siteName}`,
  );
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
