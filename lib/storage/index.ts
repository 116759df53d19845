/**
 * Uploaded bytes, addressed by a generated key such as `private/3f2c…e1.pdf`. The key never
 * contains anything a visitor sent, so it cannot point outside the storage root. The files live
 * in `$DATA_DIR/uploads` or, with STORAGE_URL, in an S3-compatible bucket (lib/storage/configured.ts).
 */
import 'server-only';
import { dataDir } from '../env';
import { storageFor } from './configured';
import type { FileStorage } from './types';

export { assertStorageKey, newStorageKey, type Visibility } from './keys';

export type { FileStorage, ListedFile, StoredFile } from './types';

export function getStorage(): FileStorage {
  return storageFor(dataDir());
}
