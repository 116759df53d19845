/** @jest-environment node */
import os from 'node:os';
import { lowSpaceWarnings } from '../diskSpace';

it('names each folder with less room than asked, with its free megabytes, and passes over the rest', async () => {
  const [warning, ...more] = await lowSpaceWarnings(
    { 'data folder': os.tmpdir(), elsewhere: '/' },
    Number.MAX_SAFE_INTEGER,
  );
  expect(warning).toMatch(new RegExp(`^\\[disk\\] the data folder \\(${os.tmpdir()}\\) has [\\d.]+ MB free`));
  expect(more).toHaveLength(1);
  expect(await lowSpaceWarnings({ 'data folder': os.tmpdir() }, 0)).toEqual([]);
});

it('says nothing of a folder it cannot read', async () => {
  expect(await lowSpaceWarnings({ 'data folder': '/no/such/folder' }, Number.MAX_SAFE_INTEGER)).toEqual([]);
});
