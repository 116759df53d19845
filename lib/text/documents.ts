/**
 * How a product's document is named and measured for buyers (the product page, its request form,
 * the link's e-mail), in the page's language. Safe for client and server code.
 */
import type { SiteText } from '../../content/text';
import { apiUrl } from '../routing/routes';
import { endpoints } from '../api/contract';
import { INTL_LOCALE, type Locale } from '../i18n/locales';
import { toQueryString } from '../validation/lists';
import type { DocumentLanguage, DocumentType } from '../validation/productDocuments';

type Names = Pick<SiteText['productDocumentsText'], 'types' | 'languages'>;

/** 'Safety data sheet (English)'. */
export function documentLabel(text: Names, document: { type: DocumentType; language: DocumentLanguage }) {
  return `${text.types[document.type]} (${text.languages[document.language]})`;
}

/** What a document request asked for: 'Safety data sheet (English) · Vanilla'. */
export function requestedDocumentText(
  text: Names,
  document: { type: DocumentType; language: DocumentLanguage; productName: string },
): string {
  return [documentLabel(text, document), document.productName].filter(Boolean).join(' · ');
}

/** A file's size as people read it: '840 kB', '1.2 MB' (Arabic: '1.2 ميغابايت'). */
export function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(Math.max(value, 0.1));
}

/** Where a public document is downloaded from a page in `locale` (whose language its refusals use). */
export function documentHref(id: number, locale: Locale): string {
  return `${apiUrl(endpoints.document(id).path)}${toQueryString({ lang: locale })}`;
}
