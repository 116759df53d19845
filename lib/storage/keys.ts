import { randomUUID } from 'node:crypto';
import path from 'node:path';

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

const KEY_PATTERN =
  /^(public|private)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export function newStorageKey(visibility: Visibility, extension: string): string {
  const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin';
  return `${visibility}/${randomUUID()}.${ext}`;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** The uploads folder inside a data folder (`$DATA_DIR/uploads`), for the app and the seed alike. */
export function uploadsIn(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
