import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStorage, newStorageKey, uploadsRoot } from '../index';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-storage-'));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
});

it('keeps files under $DATA_DIR/uploads/<visibility>/ by generated key, and reads and deletes them', async () => {
  const storage = getStorage();
  const key = newStorageKey('private', 'PDF');
  expect(key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
  await storage.save(key, Buffer.from('bytes'));
  expect(fs.readFileSync(path.join(dataDir, 'uploads', key), 'utf8')).toBe('bytes');
  expect((await storage.read(key)).toString()).toBe('bytes');
  await storage.delete(key);
  expect(fs.existsSync(path.join(uploadsRoot(), key))).toBe(false);
});

it('never overwrites a stored file', async () => {
  const storage = getStorage();
  const key = newStorageKey('public', 'png');
  await storage.save(key, Buffer.from('first'));
  await expect(storage.save(key, Buffer.from('second'))).rejects.toThrow();
  expect((await storage.read(key)).toString()).toBe('first');
});

it('refuses anything that is not a generated key (no way out of the folder)', async () => {
  const storage = getStorage();
  for (const key of ['../../etc/passwd', 'private/../../x.pdf', 'private/cv.pdf', '/tmp/x']) {
    await expect(storage.read(key)).rejects.toThrow(/Not a storage key/);
    await expect(storage.save(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
  }
});
