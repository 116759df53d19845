import { Check, Plus } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import type { SiteText } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/publicRoutes';
import type { QuoteAction } from './AddToQuote';

/**
 * "Add to quote" as a page hands it to its cards: where it leads, its texts, and its icons drawn on
 * the server (so the icon library stays out of the page's JavaScript).
 */
export function quoteAction(locale: Locale, text: SiteText['quoteText']): QuoteAction {
  return {
    href: routesFor(locale).quote(),
    text: { add: text.add, added: text.added },
    icons: {
      add: <Icon node={Plus} aria-hidden size={18} />,
      added: <Icon node={Check} aria-hidden size={18} />,
    },
  };
}
