import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './index';
import { assertStorageKey } from './keys';

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

  async read(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
