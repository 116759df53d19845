/** What an uploaded document really is, decided by its bytes (never by its name or the browser's type). */
import { fileTypeFromBuffer } from 'file-type/core';

export interface DocumentType {
  ext: 'pdf' | 'doc' | 'docx';
  mime: string;
}

// A legacy Word file is a Compound File Binary container with a "WordDocument" stream; the
// directory stores stream names in UTF-16LE.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** PDF, DOCX (an Office Open XML zip with word/) or legacy DOC; anything else → null. */
export async function detectResumeType(bytes: Uint8Array): Promise<DocumentType | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  if (type.mime === 'application/pdf') return { ext: 'pdf', mime: type.mime };
  if (type.ext === 'docx') return { ext: 'docx', mime: type.mime };
  if (type.mime === 'application/x-cfb' && Buffer.from(bytes).includes(WORD_STREAM)) {
    return { ext: 'doc', mime: 'application/msword' };
  }
  return null;
}

/** Whether the bytes are a PDF (a product's document, a certificate), whatever the file is called. */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes))?.mime === 'application/pdf';
}

/**
 * Whether the bytes are an SVG (or any XML) document, whatever the file is called: text that opens
 * with `<?xml`, or with markup whose first kilobyte has an `<svg` element. An SVG is a document
 * that may carry scripts and event handlers, so no upload takes one, even where sharp could
 * rasterise it.
 */
export function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<?xml') || (head.startsWith('<') && head.includes('<svg'));
}
