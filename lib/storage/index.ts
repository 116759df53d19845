/**
 * Uploaded bytes, addressed by a generated key such as `private/3f2c…e1.pdf`. The key never
 * contains anything a visitor sent, so it cannot point outside the storage root. Only the local
 * folder is implemented; an S3-compatible store can implement the same interface later.
 */
import 'server-only';
import { dataDir } from '../env';
import { uploadsIn } from './keys';
import { LocalFileStorage } from './local';

export { assertStorageKey, newStorageKey, type Visibility } from './keys';

export interface FileStorage {
  save(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** `$DATA_DIR/uploads`: outside the app's public/ folder, so nothing in it is served as is. */
export function uploadsRoot(): string {
  return uploadsIn(dataDir());
}

export function getStorage(): FileStorage {
  return new LocalFileStorage(uploadsRoot());
}
