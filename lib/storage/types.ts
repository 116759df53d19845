import type { Visibility } from './keys';

/** What every store of uploaded bytes does (lib/storage/local.ts, lib/storage/s3.ts). */
/** A stored file as it is read: its bytes arrive as they are sent on. */
export interface StoredFile {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

export interface ListedFile {
  key: string;
  /** When the bytes were written (an upload younger than the clean-up's age may be in flight). */
  modifiedAt: Date;
}

export interface FileStorage {
  /** Stores the bytes under a new key; fails when the key is taken (a key is never reused). */
  save(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes and size; null when no file has the key. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file of one visibility (anything that is not a storage key is left out). */
  list(visibility: Visibility): Promise<ListedFile[]>;
  /** Resolves when the store can be written to (its folder, its bucket): the readiness probe. */
  check(): Promise<void>;
}
