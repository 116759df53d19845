/**
 * The site's languages. English lives at the unprefixed paths, Arabic under /ar (routes.ts builds
 * both); proxy.ts maps the unprefixed paths onto app/[locale] and remembers a visitor's choice.
 * Safe for client and server code.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Text direction of a language, for <html dir>. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl locale for dates and numbers. Arabic uses the UAE's conventions with Latin digits, as
 * Gulf trade documents, phone numbers and product codes on the site do.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' };

/** The cookie that remembers the language a visitor chose in the menu (read for `/` only). */
export const LOCALE_COOKIE = 'kinglife_locale';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
