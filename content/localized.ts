import { textFor } from '@/content/text';
import { currentLocale } from '@/lib/i18n/server';
import { routesFor } from '@/lib/routing/routes';

/**
 * The current page's language, texts and paths:
 *   const { t, routes } = await localized();  t.dictionary.nav…, routes.product(3)
 */
export async function localized() {
  const current = await currentLocale();
  return { locale: current, t: textFor(current), routes: routesFor(current) };
}
