/**
 * `npm start` serves compiled code: the process tree behind the suite's server (started by the
 * Playwright config with `npm start`) runs the compiled launcher and Next, and no TypeScript
 * loader (tsx) anywhere in it.
 */
import { expect, test } from '@playwright/test';
import { serverTree } from '../test/processTree';

test('the production server runs with no TypeScript loader in its process tree @desktop', ({ baseURL }) => {
  const tree = serverTree(Number(new URL(baseURL!).port));
  const commands = tree.map((p) => p.command);
  expect(commands.some((c) => c.includes('dist/with-db.cjs'))).toBe(true);
  expect(commands.some((c) => /next-server|next start/.test(c))).toBe(true);
  expect(commands.filter((c) => /\btsx\b/.test(c))).toEqual([]);
});
