/**
 * The site search's text handling, the same on the server (which builds the index document) and in
 * the browser (which indexes it and searches as the visitor types): the index's shape, how words
 * are cut into terms (folded by foldForSearch, as the products finder folds its text) so that a
 * query finds a text however either is written, and how the matches are marked in what a result
 * shows.
 */
import { foldForSearch } from './searchText';

/** One searchable item, in the language of the index it is in. */
export interface SearchDoc {
  /** Its kind: a key of the index's `kinds`, which names it beside the result. */
  kind: string;
  id: number;
  /** Its page, in the index's language. */
  url: string;
  title: string;
  /** The line shown under the title (a product's details line, a post's teaser, a news caption). */
  summary: string;
  /** Its category's name ('' for news). */
  category: string;
  /** Its full text as plain text: searched, and quoted around a match found only there. */
  body: string;
  /**
   * Other names it is searched by, shown when the match is there: its title in the other language
   * (a buyer may type either) and, for a product, its botanical name, CAS number, HS code and the
   * applications and certifications it is listed under.
   */
  aliases: string;
}

/**
 * What one kind gives the index, in one language (a collection's `search`, lib/data/collection.ts):
 * its name shown beside its results ('Product', 'منتج') and its items.
 */
export interface SearchSection {
  label: string;
  docs: Omit<SearchDoc, 'kind'>[];
}

/** The document /search-index.json (and /ar/search-index.json) answers with. */
export interface SearchIndexData {
  locale: string;
  /** Each kind's name beside its results, by the kind. */
  kinds: Record<string, string>;
  docs: SearchDoc[];
}

/** The runs of letters (with their marks) and digits a text is searched by. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The Arabic definite article with the particles that join it (wal-, bil-, kal-, fal-, lil-). */
const ARTICLE = /^(?:وال|بال|كال|فال|ال|لل)/;

/** A normalized word without its article ('الفانيليا' → 'فانيليا'); an article alone stays. */
function withoutArticle(word: string): string {
  return word.replace(ARTICLE, '') || word;
}

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Each written word's terms, worked out once: the index and the marking of every result's text ask
 * for the same few thousand words again and again (a page holds one language's index).
 */
const termsOfWord = new Map<string, string[]>();

/**
 * The terms a written word is indexed under: its normalized form without its article, so that
 * 'فانيليا' and 'الفانيليا' are one term; and also without a leading و ('and', written joined:
 * 'وكركم', 'والكركم') when three letters or more remain. Queries are not cut at و, so a word that
 * really starts with it is found as typed.
 */
export function indexTerms(word: string): string[] {
  let terms = termsOfWord.get(word);
  if (!terms) {
    const normal = foldForSearch(word);
    const found = new Set(normal ? [withoutArticle(normal)] : []);
    if (normal.startsWith('و') && normal.length >= 4) found.add(withoutArticle(normal.slice(1)));
    terms = [...found];
    termsOfWord.set(word, terms);
  }
  return terms;
}

/**
 * The term a word of a query is looked up by: as in the index, without its article. An article
 * alone (a word being typed: 'ال') is nothing to look up yet.
 */
export function queryTerm(word: string): string | null {
  const normal = foldForSearch(word);
  const term = normal.replace(ARTICLE, '');
  return term || null;
}

/** A piece of text, marked when it is (part of) a match. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** Whether a written word is one of `terms` (the index terms a search matched). */
function matches(word: string, terms: ReadonlySet<string>): boolean {
  return indexTerms(word).some((term) => terms.has(term));
}

/** `text` cut into segments, the words that are among `terms` marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark && !mark) last.text += piece;
    else segments.push({ text: piece, mark });
  };
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0], terms)) continue;
    push(text.slice(at, found.index), false);
    push(found[0], true);
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return segments;
}

/** Whether any word of `text` is among `terms`. */
export function mentions(text: string, terms: ReadonlySet<string>): boolean {
  return words(text).some((word) => matches(word, terms));
}

/**
 * The part of a long text around its first word among `terms`: about `before` characters ahead of
 * it and `after` behind, cut at spaces, with an ellipsis where the text goes on. Null without a match.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, before = 50, after = 110): string | null {
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0], terms)) continue;
    const wordEnd = found.index + found[0].length;
    let start = 0;
    if (found.index > before) {
      const space = text.indexOf(' ', found.index - before);
      start = space !== -1 && space < found.index ? space + 1 : found.index;
    }
    let end = text.length;
    if (wordEnd + after < text.length) {
      const space = text.lastIndexOf(' ', wordEnd + after);
      end = space >= wordEnd ? space : wordEnd + after;
    }
    return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  }
  return null;
}

/**
 * Stored Markdown (blog posts) or the site's paragraph text (news, '## ' headings and '- ' lists)
 * as plain text: the words a reader sees, without the marks that format them.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^[ \t]*(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
