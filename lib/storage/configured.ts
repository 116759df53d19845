/**
 * The storage the settings choose, for the app and for plain-Node code alike (the launcher, the
 * seed, backup and restore): the bucket STORAGE_URL names, else `$DATA_DIR/uploads`.
 */
import { env, type Env } from '../env';
import type { FileStorage } from './types';
import { uploadsIn } from './keys';
import { LocalFileStorage } from './local';
import { parseStorageUrl, S3FileStorage } from './s3';

/** One S3 client per setting, so its connections are kept and reused across requests. */
const buckets = new Map<string, S3FileStorage>();

export function storageFor(dataDir: string, settings: Env = env()): FileStorage {
  const { STORAGE_URL, S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY } = settings;
  if (!STORAGE_URL) return new LocalFileStorage(uploadsIn(dataDir));
  // lib/env.ts refuses STORAGE_URL without both keys.
  const credentials = { accessKeyId: AWS_ACCESS_KEY_ID!, secretAccessKey: AWS_SECRET_ACCESS_KEY! };
  const id = JSON.stringify([STORAGE_URL, S3_ENDPOINT, S3_REGION, credentials]);
  let storage = buckets.get(id);
  if (!storage) {
    storage = new S3FileStorage({
      ...parseStorageUrl(STORAGE_URL),
      region: S3_REGION,
      endpoint: S3_ENDPOINT,
      credentials,
    });
    buckets.set(id, storage);
  }
  return storage;
}
