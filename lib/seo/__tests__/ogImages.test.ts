/** Every page anyone may share has a share picture, drawn from artwork that exists. */
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PATTERNS } from '@/lib/routing/publicPatterns';
import { OG_PAGE_TYPES } from '../ogImages';

const ARTWORK = path.join(__dirname, '..', '..', '..', 'public', 'artwork');

it('gives each page without an id but a buyer’s own a share picture from its banner, or the one named', () => {
  expect(Object.keys(OG_PAGE_TYPES)).toEqual(
    Object.entries(PUBLIC_PATTERNS)
      .filter(([page, pattern]) => !pattern.includes(':id') && !page.startsWith('account'))
      .map(([page]) => page),
  );
  expect(OG_PAGE_TYPES.events).toBe('banners/events.svg');
  expect(OG_PAGE_TYPES.home).toBe('hero.svg');
  for (const artwork of Object.values(OG_PAGE_TYPES))
    expect(fs.existsSync(path.join(ARTWORK, artwork))).toBe(true);
});
