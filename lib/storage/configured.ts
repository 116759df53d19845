/**
 * The storage the settings choose, for the app and for plain-Node code alike (the launcher, the
 * seed, backup and restore): `$DATA_DIR/uploads`.
 */
import type { FileStorage } from './index';
import { uploadsIn } from './keys';
import { LocalFileStorage } from './local';

export function storageFor(dataDir: string): FileStorage {
  return new LocalFileStorage(uploadsIn(dataDir));
}
