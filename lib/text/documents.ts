/** How a file is measured for people, in the page's language (a document's size). Safe for client and server code. */
import { INTL_LOCALE, type Locale } from '../i18n/locales';

/** A file's size as people read it: '840 kB', '1.2 MB' (Arabic: '1.2 ميغابايت'). */
export function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(Math.max(value, 0.1));
}
