import { findPublicFile, readStoredFile } from '@/lib/data/files';
import { mediaAnswer, mediaBusy, mediaMoved, mediaNotFound, storageAway } from '@/lib/http/media';
import { keptShareImage, SourceUnreadable } from '@/lib/images/shareCache';
import { checkShareCrop } from '@/lib/images/shareLink';
import { SlotsFull } from '@/lib/process/slots';
import { isStorageKey } from '@/lib/storage/keys';
import { route } from '@/lib/http/handler';
import { textSegment } from '@/lib/http/input';

/**
 * A picture's share image (og:image): the 1200×630 crop around the focal point its address names
 * (lib/images/shareLink.ts). Only addresses the server wrote are answered: another point, another
 * key, a private file or a bad signature is a 404, so no one can have it render crops of their
 * own; the same address with a query string is sent to the bare one (301), so a query makes no
 * new copy anywhere. The address changes with the point, so the answer is kept for a year, and
 * each crop is rendered once (lib/images/shareCache.ts; 503 while too many renders are asked for).
 */
export const GET = route(
  { params: { crop: textSegment(64), key: textSegment(1024) } },
  async ({ request, params: { crop, key } }) => {
    if (!isStorageKey(key)) return mediaNotFound();
    const focus = checkShareCrop(key, crop);
    if (!focus) return mediaNotFound();
    const url = new URL(request.url);
    if (url.search) return mediaMoved(url.pathname);
    const file = await findPublicFile(key);
    if (!file || !file.mimeType.startsWith('image/')) return mediaNotFound();
    let jpeg: Uint8Array<ArrayBuffer> | null;
    try {
      jpeg = await keptShareImage(key, focus, async () => {
        const stored = await readStoredFile(file);
        return stored && new Uint8Array(await new Response(stored.stream).arrayBuffer());
      });
    } catch (error) {
      if (error instanceof SlotsFull) return mediaBusy();
      if (error instanceof SourceUnreadable) return storageAway(key, error.reason);
      throw error;
    }
    if (!jpeg) return mediaNotFound();
    return mediaAnswer(jpeg, 'image/jpeg', jpeg.byteLength);
  },
);
