/**
 * Events as the site search finds them (features/search/searchIndex.ts): every published one, past
 * ones too (a buyer may look up where we were); found on the Events page.
 */
import type { Locale } from '@/lib/i18n/locales';
import { textFor } from '@/content/text';
import { fill } from '@/lib/text/fill';
import { routesFor } from '@/lib/routing/routes';
import type { SearchSection } from '@/lib/text/siteSearch';
import { aliases, otherOf, otherTitles } from '@/features/search/searchIndex';
import { listPublishedEvents } from './published';

export async function eventSearch(locale: Locale): Promise<SearchSection> {
  const [items, others] = await Promise.all([
    listPublishedEvents(locale),
    listPublishedEvents(otherOf(locale)),
  ]);
  const other = otherTitles(others, (e) => e.name);
  const text = textFor(locale).eventsPage;
  return {
    label: text.searchKind,
    docs: items.map((event) => ({
      id: event.id,
      url: `${routesFor(locale).events()}#event-${event.id}`,
      title: event.name,
      summary: fill(text.place, event),
      category: '',
      body: event.summary,
      aliases: aliases(other(event.id, event.name), event.stand),
    })),
  };
}
