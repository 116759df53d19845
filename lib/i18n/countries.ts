/**
 * The world's countries by ISO 3166-1 alpha-2 code (a product's origin, a quote's destination),
 * named in English or Arabic by i18n-iso-countries, so server and browser print the same names.
 */
import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';
import type { Locale } from './locales';

countries.registerLocale(en);
countries.registerLocale(ar);

export { isCountryCode } from './countryCodes';

/** The country's short name in `locale`, or the code itself when it is unknown. */
export function countryName(code: string, locale: Locale): string {
  return countries.getName(code, locale, { select: 'official' }) ?? code;
}

/** Every country as [code, name], sorted by name in `locale` (a form's options). */
export function countryOptions(locale: Locale): [string, string][] {
  const collator = new Intl.Collator(locale);
  return Object.keys(countries.getAlpha2Codes())
    .map((code): [string, string] => [code, countryName(code, locale)])
    .sort((a, b) => collator.compare(a[1], b[1]));
}
