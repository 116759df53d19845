/**
 * Uploaded pictures, judged by their bytes and re-encoded before anything is stored: the format
 * comes from the file's signature (never its name or the browser's type), the size and pixel count
 * are capped (a small file can decode into a huge image), the orientation recorded by a camera is
 * applied, and re-encoding drops every other piece of metadata (GPS position, camera serials …).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type/core';
import { isSvg } from '../storage/fileType';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageKind } from './limits';

export interface ProcessedImage {
  bytes: Buffer;
  ext: 'jpg' | 'png' | 'webp' | 'gif';
  mime: string;
  width: number;
  height: number;
}

export type ImageProblem = 'type' | 'svg' | 'size' | 'pixels' | 'unreadable';

/** An image refused by its bytes; the upload that knows its form field answers it beside that field. */
export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`Image rejected: ${problem}`);
    this.name = 'ImageRejected';
  }
}

const FORMATS = {
  'image/jpeg': { ext: 'jpg', encode: (img: Sharp) => img.jpeg({ quality: 82, mozjpeg: true }) },
  'image/png': { ext: 'png', encode: (img: Sharp) => img.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', encode: (img: Sharp) => img.webp({ quality: 82 }) },
  'image/gif': { ext: 'gif', encode: (img: Sharp) => img.gif() },
} as const;

type Mime = keyof typeof FORMATS;

/** Which formats each kind of picture accepts (spec: services JPEG/PNG; blog images unrestricted). */
const ACCEPTED: Record<ImageKind, readonly Mime[]> = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  service: ['image/jpeg', 'image/png'],
  blog: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
};

/** Checks and re-encodes an upload; throws ImageRejected saying why it was refused. */
export async function processImage(input: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  if (input.byteLength > IMAGE_MAX_BYTES) throw new ImageRejected('size');
  // Refused before sharp sees it: sharp would rasterise an SVG, but no SVG is taken, plainly.
  if (isSvg(input)) throw new ImageRejected('svg');
  const type = await fileTypeFromBuffer(input);
  const mime = type?.mime as Mime | undefined;
  if (!mime || !ACCEPTED[kind].includes(mime)) throw new ImageRejected('type');

  const animated = mime === 'image/gif' || mime === 'image/webp';
  let metadata: Metadata;
  try {
    // Reads the header only (nothing is decoded yet), so the pixel count can be checked first.
    metadata = await sharp(input, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const frameHeight = metadata.autoOrient?.height ?? metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !frameHeight) throw new ImageRejected('unreadable');
  if (width * frameHeight * (metadata.pages ?? 1) > IMAGE_MAX_PIXELS) throw new ImageRejected('pixels');

  const format = FORMATS[mime];
  try {
    const { data, info } = await format
      .encode(sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, animated }).autoOrient())
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, ext: format.ext, mime, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new ImageRejected('unreadable');
  }
}
