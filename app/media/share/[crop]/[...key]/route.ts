import { findPublicFile, readStoredFile } from '@/lib/data/files';
import { mediaAnswer, mediaNotFound, storageAway } from '@/lib/http/media';
import { renderShareImage } from '@/lib/images/shareImage';
import { checkShareCrop } from '@/lib/images/shareLink';
import { isStorageKey } from '@/lib/storage/keys';

/**
 * A picture's share image (og:image): the 1200×630 crop around the focal point its address names
 * (lib/images/shareLink.ts). Only addresses the server wrote are answered: another point, another
 * key, a private file or a bad signature is a 404, so no one can have it render crops of their
 * own. The address changes with the point, so the answer is kept for a year.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ crop: string; key: string[] }> },
) {
  const { crop, key: parts } = await params;
  const key = parts.join('/');
  if (!isStorageKey(key)) return mediaNotFound();
  const focus = checkShareCrop(key, crop);
  if (!focus) return mediaNotFound();
  const file = await findPublicFile(key);
  if (!file || !file.mimeType.startsWith('image/')) return mediaNotFound();
  let bytes: Uint8Array;
  try {
    const stored = await readStoredFile(file);
    if (!stored) return mediaNotFound();
    bytes = new Uint8Array(await new Response(stored.stream).arrayBuffer());
  } catch (error) {
    return storageAway(key, error);
  }
  const jpeg = await renderShareImage(bytes, focus);
  return mediaAnswer(new Uint8Array(jpeg), 'image/jpeg', jpeg.byteLength);
}
