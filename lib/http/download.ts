/**
 * Answers that the browser saves as a file (a résumé, a CSV export): `Content-Disposition:
 * attachment` with the file's name, its real type, and no sniffing.
 *
 *   return attachment(bytes, { filename: 'Priya Nair_Resume.pdf', contentType: 'application/pdf' });
 */
import type { StoredFile } from '../storage';

/**
 * The name as plain ASCII for the `filename=` parameter older clients read: accents dropped
 * (José → Jose), other non-ASCII letters, quotes, backslashes and control characters removed.
 */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s_-]+/, '')
    .trim();
  // Nothing but the extension left (a name in another alphabet): give it a plain stem.
  return ascii === '' || ascii.startsWith('.') ? `download${ascii}` : ascii;
}

/** RFC 5987 / 8187 value: UTF-8, percent-encoded, with the characters it reserves encoded too. */
function extValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * `attachment; filename="…"` with a safe ASCII name, plus `filename*=` (RFC 6266) carrying the
 * exact name when it is not plain ASCII, so browsers save "محمد علي_Resume.pdf" as written.
 */
export function contentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '');
  const ascii = asciiFileName(clean);
  return ascii === clean
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=${extValue(clean)}`;
}

/**
 * A file download: the bytes, text or a stored file (streamed as it is read) with its name and
 * type; never sniffed as something else.
 */
export function attachment(
  body: Uint8Array | string | StoredFile,
  { filename, contentType }: { filename: string; contentType: string },
): Response {
  const content = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const [sent, size] =
    content instanceof Uint8Array
      ? [content as BodyInit, content.byteLength]
      : [content.stream, content.size];
  return new Response(sent, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(filename),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
