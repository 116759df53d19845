import { textFor } from '../../content/text';

function leaves(value: unknown, path: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}.${key}`, out);
}

/**
 * Every English UI string that has an Arabic translation different from it (brand names, e-mail
 * addresses and other shared values are the same in both and so are left out), without the
 * templates whose {tokens} make the shown text differ. On an Arabic page none of these may show.
 */
export function englishUiStrings(): string[] {
  const english = new Map<string, string>();
  const arabic = new Map<string, string>();
  leaves(textFor('en'), '', english);
  leaves(textFor('ar'), '', arabic);
  const found = new Set<string>();
  for (const [path, text] of english) {
    const translated = arabic.get(path);
    if (translated === undefined || translated === text) continue;
    if (text.includes('{') || !/[A-Za-z]{3}/.test(text)) continue;
    found.add(text.trim());
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * The registered company name, which the Arabic legal texts give in Latin script in brackets after
 * the Arabic name, as contracts in the UAE do; anywhere else it is an untranslated string.
 */
const REGISTERED_NAME = /\(Kinglife LLC\)/g;

/** The English UI strings that show in `shown` (whole words, case as written). */
export function englishIn(shown: string, strings: string[]): string[] {
  const text = shown.replace(REGISTERED_NAME, '');
  return strings.filter((english) => {
    const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`).test(text);
  });
}
