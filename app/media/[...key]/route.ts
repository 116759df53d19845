import { findPublicFile, readStoredFile } from '@/lib/data/files';
import { mediaAnswer, mediaNotFound, storageAway } from '@/lib/http/media';
import { assertStorageKey } from '@/lib/storage';
import { route } from '@/lib/http/handler';
import { textSegment } from '@/lib/http/input';

/**
 * Uploaded public images. A key is never reused (a replaced image gets a new one), so the answer
 * can be cached for a year. Anything that is not the key of a public upload — an unknown key, a
 * private résumé, a path with `..` — is a 404.
 */
export const GET = route({ params: { key: textSegment(1024) } }, async ({ params: { key } }) => {
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
});
