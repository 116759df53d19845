/**
 * @jest-environment node
 *
 * A page's CDN headers carry the key of its own path, the same for the internal spelling of an
 * English page (/en/old) as for the address visitors use (/old), and another for each language.
 */
import { cdnHeaders, pathKey, SITE_KEY } from '../headers.cjs';

it('keys a page by its public path, whatever its query, and by its tags', () => {
  expect(pathKey('/en/old')).toBe(pathKey('/old'));
  expect(pathKey('/en')).toBe(pathKey('/'));
  expect(pathKey('/old?x=1#top')).toBe(pathKey('/old'));
  expect(pathKey('/ar/old')).not.toBe(pathKey('/old'));
  expect(pathKey('/old')).toMatch(/^path:[A-Za-z0-9_-]{16}$/);
  const headers = cdnHeaders('/en/about', 'settings,_N_T_/en/about,product:3', true);
  expect(headers['surrogate-key']).toBe(`${SITE_KEY} ${pathKey('/about')} settings product:3`);
  expect(headers['cache-tag']).toBe(`${SITE_KEY},${pathKey('/about')},settings,product:3`);
});
