import 'server-only';
import { getDb } from '../db/client';
import type { Database } from '../db/connect';
import { uploadedFiles } from '../db/schema';
import { getStorage, newStorageKey } from '../storage';

export type UploadedFile = typeof uploadedFiles.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface NewUpload {
  bytes: Uint8Array;
  originalName: string;
  mimeType: string;
  /** Extension decided from the bytes, used in the generated key. */
  ext: string;
  isPublic: boolean;
}

/**
 * Stores the bytes under a new key, then records the file and runs `withFile` in one transaction
 * (e.g. to insert the row that points at the file). If anything fails, the bytes are removed
 * again, so no orphan file and no row without its file is left behind.
 */
export async function withStoredFile<T>(
  upload: NewUpload,
  withFile: (tx: Transaction, file: UploadedFile) => Promise<T>,
): Promise<T> {
  const storage = getStorage();
  const key = newStorageKey(upload.isPublic ? 'public' : 'private', upload.ext);
  await storage.save(key, upload.bytes);
  try {
    return await getDb().transaction(async (tx) => {
      const [file] = await tx
        .insert(uploadedFiles)
        .values({
          key,
          originalName: upload.originalName.slice(0, 255),
          mimeType: upload.mimeType,
          size: upload.bytes.byteLength,
          isPublic: upload.isPublic,
        })
        .returning();
      return withFile(tx, file);
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
