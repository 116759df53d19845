/**
 * The language of the page being rendered, for any server component (the `[locale]` segment of
 * the root layout, read with next/root-params: no prop drilling), with its texts and paths.
 */
import { locale } from 'next/root-params';
import { textFor } from '@/content/text';
import { routesFor } from '@/lib/routing/routes';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export async function currentLocale(): Promise<Locale> {
  const value = await locale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The current page's language, texts and paths:
 *   const { t, routes } = await localized();  t.dictionary.nav…, routes.product(3)
 */
export async function localized() {
  const current = await currentLocale();
  return { locale: current, t: textFor(current), routes: routesFor(current) };
}
