import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStorage, newStorageKey } from '../index';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-storage-'));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
});

it('keeps files under $DATA_DIR/uploads/<visibility>/ by generated key when no STORAGE_URL is set', async () => {
  const storage = getStorage();
  const key = newStorageKey('private', 'PDF');
  expect(key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
  await storage.save(key, Buffer.from('bytes'));
  expect(fs.readFileSync(path.join(dataDir, 'uploads', key), 'utf8')).toBe('bytes');
  await storage.delete(key);
  expect(fs.existsSync(path.join(dataDir, 'uploads', key))).toBe(false);
});

it('lists only files named by a storage key (nothing else in the folder is an upload)', async () => {
  const storage = getStorage();
  const key = newStorageKey('public', 'png');
  await storage.save(key, Buffer.from('image'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'public', 'notes.txt'), 'not an upload');
  fs.mkdirSync(path.join(dataDir, 'uploads', 'public', '11111111-1111-4111-8111-111111111111.png'));
  expect((await storage.list('public')).map((file) => file.key)).toEqual([key]);
});
