/**
 * The language of the page being rendered, for any server component (the `[locale]` segment of
 * the root layout, read with next/root-params: no prop drilling). With its texts and paths:
 * content/localized.ts.
 */
import { locale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export async function currentLocale(): Promise<Locale> {
  const value = await locale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
