/** The admin's screens are declared once: each has its path, its icon and the areas that open it. */
import { ADMIN_PATTERNS } from '@/lib/routing/routes';
import { ADMIN_SCREENS, mayFollow, mayOpen } from '../screens';

it('names each screen once, at /admin/<screen>, and every admin page is one of them', () => {
  const screens = ADMIN_SCREENS.map((declared) => declared.screen);
  expect(new Set(screens).size).toBe(screens.length);
  for (const screen of screens) expect(ADMIN_PATTERNS[screen]).toBe(`/admin/${screen}`);
  expect(
    Object.keys(ADMIN_PATTERNS)
      .filter((key) => key !== 'index')
      .sort(),
  ).toEqual([...screens].sort());
  for (const { icon } of ADMIN_SCREENS) expect(icon.length).toBeGreaterThan(0);
});

it('opens a screen of several areas to whoever may use one of them', () => {
  expect(mayOpen('hr', 'trash')).toBe(true);
  expect(mayOpen('sales', 'trash')).toBe(false);
  expect(mayOpen('sales', 'home')).toBe(true);
  expect(mayOpen('editor', 'events')).toBe(true);
  expect(mayOpen('hr', 'events')).toBe(false);
  expect(mayFollow('hr', 'applications')).toBe(true);
  expect(mayFollow('sales', 'applications')).toBe(false);
});
