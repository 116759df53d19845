/** What every FileStorage does, the same for the local folder and an S3-compatible bucket. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3, type TestS3 } from '../../../test/s3';
import type { FileStorage, StoredFile } from '../index';
import { newStorageKey } from '../keys';
import { LocalFileStorage } from '../local';

const text = async (file: StoredFile | null) => (file ? new Response(file.stream).text() : null);

let dirs: string[] = [];
let s3: TestS3;
let prefixes = 0;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
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
  // Each test on its own prefix of one bucket, as several sites could share a bucket.
  ['an S3-compatible bucket', async () => s3.storage(`contract-${++prefixes}`)],
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

describe('an S3-compatible bucket', () => {
  it('keeps the keys under its prefix, and sees nothing outside it', async () => {
    const site = s3.storage('site-a');
    const other = s3.storage('site-b');
    const key = newStorageKey('public', 'png');
    await site.save(key, Buffer.from('a'));
    await other.save(newStorageKey('public', 'png'), Buffer.from('b'));
    expect((await site.list('public')).map((file) => file.key)).toEqual([key]);
    expect(await other.read(key)).toBeNull();
    expect(await s3.objectNames('site-a')).toEqual([`site-a/${key}`]);
  });

  it('lists past the 1,000 objects of one listing page', async () => {
    const storage = s3.storage('many');
    const keys = Array.from({ length: 1005 }, () => newStorageKey('private', 'pdf'));
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.save(key, Buffer.from('x'))));
    }
    expect((await storage.list('private')).map((file) => file.key).sort()).toEqual(keys.sort());
  });
});
