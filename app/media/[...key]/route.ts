import { findPublicFile, readStoredFile } from '@/lib/data/files';
import { RETRY_AFTER_SECONDS } from '@/lib/http/unavailable';
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
    return notFound();
  }
  const file = await findPublicFile(key);
  if (!file) return notFound();
  let stored;
  try {
    stored = await readStoredFile(file);
  } catch (error) {
    // The storage is away for a moment: not a 404 a CDN or browser might keep (a CDN serves its copy).
    console.error(`[media] ${key}: the storage did not answer:`, error);
    return new Response('The file cannot be read at the moment; try again in a minute.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_SECONDS),
      },
    });
  }
  if (!stored) return notFound();
  return new Response(stored.stream, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  });
}
