/** News items as the site search finds them (features/search/searchIndex.ts): every published one. */
import type { Locale } from '@/lib/i18n/locales';
import { textFor } from '@/content/text';
import { routesFor } from '@/lib/routing/routes';
import { plainText, type SearchSection } from '@/lib/text/siteSearch';
import { otherOf, otherTitles } from '@/features/search/searchIndex';
import { listPublishedNews } from './published';

export async function newsSearch(locale: Locale): Promise<SearchSection> {
  const [items, others] = await Promise.all([listPublishedNews(locale), listPublishedNews(otherOf(locale))]);
  const other = otherTitles(others, (n) => n.title);
  return {
    label: textFor(locale).newsPageText.searchKind,
    docs: items.map((item) => ({
      id: item.id,
      url: routesFor(locale).newsItem(item.id),
      title: item.title,
      summary: item.caption,
      category: '',
      body: plainText(item.body),
      aliases: other(item.id, item.title),
    })),
  };
}
