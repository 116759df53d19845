import countries from 'i18n-iso-countries';
import { COUNTRY_CODES, isCountryCode } from '../countryCodes';
import { countryOptions } from '../countries';

it('holds exactly the alpha-2 codes i18n-iso-countries names', () => {
  expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
  // Every choice of the forms' country lists passes the schemas' check.
  expect(countryOptions('ar').every(([code]) => isCountryCode(code))).toBe(true);
});

it('refuses what is not an alpha-2 code', () => {
  for (const code of ['', 'de', 'DEU', 'EU', 'XX', 'D E']) expect(isCountryCode(code)).toBe(false);
  expect(isCountryCode('AE')).toBe(true);
});
