/** What every FileStorage does, the same for the local folder and an S3-compatible bucket. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage, StoredFile } from '../index';
import { newStorageKey } from '../keys';
import { LocalFileStorage } from '../local';

const text = async (file: StoredFile | null) => (file ? new Response(file.stream).text() : null);

let dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const kinds: [string, () => Promise<FileStorage>][] = [
  [
    'the local folder',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-storage-'));
      dirs.push(dir);
      return new LocalFileStorage(path.join(dir, 'uploads'));
    },
  ],
];

describe.each(kinds)('%s', (_name, make) => {
  let storage: FileStorage;
  beforeEach(async () => {
    storage = await make();
  });

  it('saves, reads (streamed, with its size) and deletes a file by key', async () => {
    const key = newStorageKey('private', 'pdf');
    const bytes = Buffer.alloc(300_000, 'résumé ');
    await storage.save(key, bytes);
    const file = await storage.read(key);
    expect(file?.size).toBe(bytes.byteLength);
    expect(Buffer.from(await new Response(file!.stream).arrayBuffer()).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key); // already gone: not an error
  });

  it('reads a key with no file as null', async () => {
    expect(await storage.read(newStorageKey('public', 'png'))).toBeNull();
  });

  it('lists the files of one visibility with when they were written', async () => {
    expect(await storage.list('public')).toEqual([]);
    const before = Date.now();
    const images = [newStorageKey('public', 'png'), newStorageKey('public', 'webp')];
    const resume = newStorageKey('private', 'pdf');
    for (const key of [...images, resume]) await storage.save(key, Buffer.from(key));
    const listed = await storage.list('public');
    expect(listed.map((file) => file.key).sort()).toEqual([...images].sort());
    for (const { modifiedAt } of listed) {
      // Some stores keep whole seconds.
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await storage.list('private')).map((file) => file.key)).toEqual([resume]);
  });

  it('never overwrites a stored file', async () => {
    const key = newStorageKey('public', 'png');
    await storage.save(key, Buffer.from('first'));
    await expect(storage.save(key, Buffer.from('second'))).rejects.toThrow();
    expect(await text(await storage.read(key))).toBe('first');
  });

  it('refuses anything that is not a generated key (no way out of its folder or prefix)', async () => {
    for (const key of ['../../etc/passwd', 'private/../../x.pdf', 'private/cv.pdf', '/tmp/x', '']) {
      await expect(storage.read(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.save(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
    }
  });
});
