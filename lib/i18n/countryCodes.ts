/**
 * The ISO 3166-1 alpha-2 codes alone (about 3 KB), for the schemas forms share with their
 * endpoints; the countries' names, in both languages, are in ./countries.ts.
 */
import codes from 'i18n-iso-countries/codes.json';

const ALPHA2 = new Set(codes.map(([alpha2]) => alpha2));

export function isCountryCode(code: string): boolean {
  return ALPHA2.has(code);
}
