import { latinDigits } from './digits';

/**
 * Combining marks: Latin accents once decomposed, Arabic tashkeel (U+064B–U+065F, which also holds
 * the hamza and madda NFKD splits off أ إ آ ؤ ئ), the superscript alef and Quranic marks.
 */
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

/**
 * A text as the products finder and the site search compare it: lower case, compatibility forms
 * unfolded (presentation forms, ligatures, full-width letters), without accents, tashkeel or
 * tatweel, with one form of alef (أ إ آ ٱ → ا), of yeh (ى → ي), of teh marbuta (ة → ه), and Latin
 * digits. ؤ and ئ lose their hamza too (→ و, ي): people often leave it out. So 'فَانِيلَا',
 * 'فانيلا' and 'فانيلآ' compare equal, as do 'Café' and 'cafe'.
 */
export function foldForSearch(text: string): string {
  return latinDigits(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(MARKS, '')
      .replace(FOLDABLE, (c) => FOLDED[c])
      .normalize('NFC'),
  );
}

/** Whether every word of `query` occurs in `folded` (a text already folded by foldForSearch). */
export function matchesAllWords(folded: string, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return words.every((word) => folded.includes(word));
}
