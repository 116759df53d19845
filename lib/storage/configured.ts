/**
 * The storage the settings choose, for the app and for plain-Node code alike (the launcher, the
 * seed, backup and restore): the bucket STORAGE_URL names, else `$DATA_DIR/uploads`; and the S3
 * connection the backups' bucket (BACKUP_URL) shares.
 */
import { env, type Env } from '../env';
import type { FileStorage } from './types';
import { uploadsIn } from './keys';
import { LocalFileStorage } from './local';
import { parseStorageUrl, S3FileStorage, type S3Location, type S3Options } from './s3';

/** One S3 client per setting, so its connections are kept and reused across requests. */
const buckets = new Map<string, S3FileStorage>();

/** The S3 server and keys of the settings, for the uploads' bucket and the backups' alike. */
export function s3ConnectionFor(settings: Env): Omit<S3Options, keyof S3Location> {
  return {
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    // lib/env.ts refuses STORAGE_URL and BACKUP_URL without both keys.
    credentials: {
      accessKeyId: settings.AWS_ACCESS_KEY_ID!,
      secretAccessKey: settings.AWS_SECRET_ACCESS_KEY!,
    },
  };
}

export function storageFor(dataDir: string, settings: Env = env()): FileStorage {
  const { STORAGE_URL } = settings;
  if (!STORAGE_URL) return new LocalFileStorage(uploadsIn(dataDir));
  const connection = s3ConnectionFor(settings);
  const id = JSON.stringify([STORAGE_URL, connection]);
  let storage = buckets.get(id);
  if (!storage) {
    storage = new S3FileStorage({ ...parseStorageUrl(STORAGE_URL), ...connection });
    buckets.set(id, storage);
  }
  return storage;
}
