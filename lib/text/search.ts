/**
 * The site search's text handling, the same on the server (which builds the index document) and in
 * the browser (which indexes it and searches as the visitor types): the index's shape, how words
 * are cut and folded so that a query finds a text however either is written, and how the matches
 * are marked in what a result shows.
 */

/** What a result is; each kind has its label in content/search.ts. */
export const SEARCH_KINDS = ['product', 'post', 'news'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable item, in the language of the index it is in. */
export interface SearchDoc {
  kind: SearchKind;
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
  /** Its title in the other language, when that differs: a buyer may type either. */
  other: string;
}

/** The document /search-index.json (and /ar/search-index.json) answers with. */
export interface SearchIndexData {
  locale: string;
  docs: SearchDoc[];
}

/** The runs of letters (with their marks) and digits a text is searched by. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Combining marks: Latin accents once decomposed, Arabic tashkeel (U+064B–U+065F, which also
 * holds the hamza and madda NFKD splits off أ إ آ ؤ ئ), the superscript alef and Quranic marks. */
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/** Letters written more than one way, folded to one (after the marks are gone). */
const FOLDED: Record<string, string> = {
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0649': '\u064a', // ى alef maqsura → ي
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u06cc': '\u064a', // ی Farsi yeh → ي
  '\u06a9': '\u0643', // ک keheh → ك
  '\u0640': '', // ـ tatweel (stretching) → nothing
};
const FOLDABLE = /[\u0671\u0649\u0629\u06cc\u06a9\u0640]/g;
/** Arabic-Indic and Persian digits → 0–9 (the site writes Latin digits). */
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * A text as it is compared: lower case, compatibility forms unfolded (presentation forms, ligatures,
 * full-width letters), without accents, tashkeel or tatweel, with one form of alef (أ إ آ ٱ → ا),
 * of yeh (ى → ي), of teh marbuta (ة → ه), and Latin digits. ؤ and ئ lose their hamza too (→ و, ي):
 * people often leave it out. So 'فَانِيلَا', 'فانيلا' and 'فانيلآ' compare equal, as do 'Café' and 'cafe'.
 */
export function normalizeText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(MARKS, '')
      .replace(FOLDABLE, (c) => FOLDED[c])
      // In both blocks a digit's value is the low four bits of its code point (U+0663 → 3).
      .replace(DIGITS, (d) => String(d.codePointAt(0)! & 0xf))
      .normalize('NFC')
  );
}

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
    const normal = normalizeText(word);
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
  const normal = normalizeText(word);
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
