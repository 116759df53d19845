import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage, ListedFile, StoredFile } from './types';
import { assertStorageKey, isStorageKey, type Visibility } from './keys';

/** Files in a local folder: `<root>/private/…` and `<root>/public/…`. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async save(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o750 });
    // 'wx': a key is never reused, so never overwrite.
    await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
  }

  async read(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const handle = await fs.open(file, 'r').catch(missingAsNull);
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      // The stream closes the file when it ends or is cancelled.
      return { size, stream: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true, mode: 0o750 });
    await fs.access(this.root, fs.constants.W_OK);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(visibility: Visibility): Promise<ListedFile[]> {
    const dir = path.join(this.root, visibility);
    const files: ListedFile[] = [];
    for (const name of (await fs.readdir(dir).catch(missingAsNull)) ?? []) {
      const key = `${visibility}/${name}`;
      if (!isStorageKey(key)) continue;
      // Gone since the folder was read (deleted meanwhile): not listed.
      const stat = await fs.stat(path.join(dir, name)).catch(missingAsNull);
      if (stat?.isFile()) files.push({ key, modifiedAt: stat.mtime });
    }
    return files;
  }
}

function missingAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
