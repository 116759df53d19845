/**
 * A picture's share image (og:image): the largest 1.91:1 window around its focal point
 * (cropAround), resized to 1200×630 and encoded as JPEG, the format every network's preview takes.
 * The address that asks for it: lib/images/shareLink.ts.
 */
import 'server-only';
import sharp from 'sharp';
import { cropAround, SHARE_ASPECT, SHARE_SIZE } from './crop';
import type { ImageFocus } from './focus';
import { IMAGE_MAX_PIXELS } from './limits';

export async function renderShareImage(bytes: Uint8Array, focus: ImageFocus): Promise<Buffer> {
  // Uploads were checked and re-encoded when stored (lib/images/process.ts): upright, within the
  // pixel limit. An animation gives its first frame.
  const source = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false });
  const { width, height } = await source().metadata();
  if (!width || !height) throw new Error('The picture has no size');
  const window = cropAround(width, height, focus, SHARE_ASPECT);
  return source()
    .extract(window)
    .resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
