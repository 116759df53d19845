/**
 * How a product's document is named and found by buyers (the product page, its request form, the
 * link's e-mail), in the page's language; its size: lib/text/documents.ts. Safe for client and
 * server code.
 */
import type { SiteText } from '@/content/text';
import { endpoints } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/locales';
import { apiUrl } from '@/lib/routing/routes';
import { toQueryString } from '@/lib/validation/lists';
import { fill } from '@/lib/text/fill';
import type { DocumentLanguage, DocumentType } from '@/features/documents/validation';

type Names = Pick<SiteText['productDocumentsText'], 'types' | 'languages' | 'lot'>;

/** 'Safety data sheet (English)'; a lot's CoA: 'Certificate of analysis (English) · Lot KL-2411-07'. */
export function documentLabel(
  text: Names,
  document: { type: DocumentType; language: DocumentLanguage; lot?: string | null },
) {
  const label = `${text.types[document.type]} (${text.languages[document.language]})`;
  return document.lot ? `${label} · ${fill(text.lot, { lot: document.lot })}` : label;
}

/** What a document request asked for: 'Safety data sheet (English) · Vanilla'. */
export function requestedDocumentText(
  text: Names,
  document: { type: DocumentType; language: DocumentLanguage; lot?: string | null; productName: string },
): string {
  return [documentLabel(text, document), document.productName].filter(Boolean).join(' · ');
}

/** Where a public document is downloaded from a page in `locale` (whose language its refusals use). */
export function documentHref(id: number, locale: Locale): string {
  return `${apiUrl(endpoints.document(id).path)}${toQueryString({ lang: locale })}`;
}
