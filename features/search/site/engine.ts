/**
 * The search itself, loaded only once the visitor reaches for the search (SiteSearch.tsx): the
 * language's index document is indexed here with MiniSearch (BM25 ranking, prefix and typo-tolerant
 * matching), and every keystroke is answered from memory.
 *
 * Why MiniSearch: about 6 KB of compressed JavaScript, loaded on demand, with what a small
 * catalogue's search needs (field boosts, prefix search as one types, one-typo tolerance, our own
 * word cutting and Arabic folding). FlexSearch's document index is about 11 KB, Orama about 22 KB,
 * for nothing more here; Pagefind indexes built HTML, which this site re-renders on each staff save
 * without a build, so its index would lag behind the pages.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  excerpt,
  highlight,
  indexTerms,
  mentions,
  queryTerm,
  words,
  type SearchDoc,
  type SearchIndexData,
  type Segment,
} from '@/lib/text/siteSearch';

/** One result as the list shows it: its title and one line, the matched words marked. */
export interface SearchHit {
  key: string;
  /** Its kind's name ('Product'). */
  kind: string;
  url: string;
  title: Segment[];
  line: Segment[];
}

export interface SearchEngine {
  /** The best matches, best first; null while the query holds nothing to look up (only 'ال'). */
  search(query: string, limit?: number): SearchHit[] | null;
}

const FIELDS = ['title', 'aliases', 'category', 'summary', 'body'] as const;

/** What a result's second line shows: the summary, or where the match is when it is elsewhere. */
function lineOf(doc: SearchDoc, terms: ReadonlySet<string>): Segment[] {
  if (mentions(doc.summary, terms) || mentions(doc.title, terms)) return highlight(doc.summary, terms);
  const quoted = excerpt(doc.body, terms);
  if (quoted) return highlight(quoted, terms);
  if (mentions(doc.aliases, terms)) return highlight(doc.aliases, terms);
  return highlight(doc.summary, terms);
}

export function createSearch(data: SearchIndexData): SearchEngine {
  const docs = data.docs;
  const index = new MiniSearch<SearchDoc & { i: number }>({
    idField: 'i',
    fields: [...FIELDS],
    tokenize: words,
    processTerm: indexTerms,
    searchOptions: {
      processTerm: queryTerm,
      prefix: true,
      // One typo (or a missing letter: 'فانيلا' for 'فانيليا') from five letters on: shorter
      // Arabic words are one letter away from too many others.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
      boost: { title: 4, aliases: 2, category: 1.5, summary: 1.5 },
    },
  });
  index.addAll(docs.map((doc, i) => ({ ...doc, i })));

  const engine: SearchEngine = {
    search(query, limit = 8) {
      if (!words(query).some(queryTerm)) return null;
      return index
        .search(query)
        .slice(0, limit)
        .map((result: SearchResult) => {
          const doc = docs[result.id as number];
          const terms = new Set(result.terms);
          return {
            key: `${doc.kind}:${doc.id}`,
            kind: data.kinds[doc.kind] ?? '',
            url: doc.url,
            title: highlight(doc.title, terms),
            line: lineOf(doc, terms),
          };
        });
    },
  };
  // One search with a word of the first title, before the visitor types: the first keystroke
  // otherwise pays for compiling the search and highlighting code (measured: 75–90 ms at 4× CPU
  // against 20–45 ms for the keys after it).
  const sample = words(docs[0]?.title ?? '').find(queryTerm);
  if (sample) engine.search(sample.slice(0, 3));
  return engine;
}
