/**
 * Text folded for matching what a visitor types: lower case, without accents, and Arabic without
 * its optional marks — tashkeel and tatweel dropped, the alef forms (أ إ آ ٱ) as ا, ى as ي and
 * ة as ه — so "فانيلا" and "فَانِيلَا" match alike.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase();
}

/** Whether every word of `query` occurs in `folded` (a text already folded by foldForSearch). */
export function matchesAllWords(folded: string, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return words.every((word) => folded.includes(word));
}
