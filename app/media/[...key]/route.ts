import { findPublicFile, readStoredFile } from '@/lib/data/files';
import { mediaAnswer, mediaNotFound, storageAway } from '@/lib/http/media';
import { assertStorageKey } from '@/lib/storage';

/**
 * Uploaded public images. A key is never reused (a replaced image gets a new one), so the answer
 * can be cached for a year. Anything that is not the key of a public upload — an unknown key, a
 * private résumé, a path with `..` — is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  try {
    assertStorageKey(key);
  } catch {
    return mediaNotFound();
  }
  const file = await findPublicFile(key);
  if (!file) return mediaNotFound();
  let stored;
  try {
    stored = await readStoredFile(file);
  } catch (error) {
    return storageAway(key, error);
  }
  if (!stored) return mediaNotFound();
  return mediaAnswer(stored.stream, file.mimeType, stored.size);
}
