import 'server-only';
/**
 * The site search's index document of one language (app/[locale]/search-index.json): the published
 * items of every collection that declares a `search` (lib/data/collections.ts, passed in by the
 * route), each kind with the name shown beside its results. The kinds read their items through the
 * same cached public readers as the pages, so the route that serves it is kept under their tags and
 * every staff save that changes a page drops it too, at Next and at the CDN — there is no
 * invalidation of its own.
 *
 * A kind's searchable texts are its own (features/<kind>/search.ts, with the helpers below): a new
 * searchable field (a product's grade, say) is added there and nowhere else.
 */
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Collections } from '@/lib/data/collection';
import type { SearchDoc, SearchIndexData } from '@/lib/text/siteSearch';

export async function buildSearchIndex(locale: Locale, collections: Collections): Promise<SearchIndexData> {
  const searched = Object.values(collections).flatMap(({ kind, search }) =>
    search ? [{ kind, search }] : [],
  );
  const sections = await Promise.all(
    searched.map(async ({ kind, search }) => ({ kind, ...(await search(locale)) })),
  );
  return {
    locale,
    kinds: Object.fromEntries(sections.map(({ kind, label }) => [kind, label])),
    docs: sections.flatMap(({ kind, docs }) => docs.map((doc): SearchDoc => ({ kind, ...doc }))),
  };
}

/** The other language: its titles are searchable too (a buyer may type a product's English name). */
export function otherOf(locale: Locale): Locale {
  return LOCALES.find((l) => l !== locale)!;
}

/** Each item's title in the other language, when it differs from this one's. */
export function otherTitles<T extends { id: number }>(items: T[], titleOf: (item: T) => string) {
  const titles = new Map(items.map((item) => [item.id, titleOf(item)]));
  return (id: number, title: string) => {
    const other = titles.get(id) ?? '';
    return other === title ? '' : other;
  };
}

/** Names searched beside the title, as one line ('' when there are none). */
export function aliases(...names: string[]): string {
  return names.filter((name) => name.trim()).join(' · ');
}
