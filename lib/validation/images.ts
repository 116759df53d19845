/**
 * The rules every picture upload follows, shared by the admin's image fields (a first check in the
 * browser) and lib/images/process.ts (the real check, on the bytes).
 */
import { imageMessages } from '../../content/validation';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** 25 megapixels: larger images are refused before they are decoded (a "pixel flood"). */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** photo: JPEG, PNG, WebP · service: JPEG, PNG (spec) · blog: any of those or GIF (spec: unrestricted). */
export type ImageKind = 'photo' | 'service' | 'blog';

/** What the file chooser offers, by kind. */
export const IMAGE_ACCEPT: Record<ImageKind, string> = {
  photo: 'image/jpeg,image/png,image/webp',
  service: 'image/jpeg,image/png',
  blog: 'image/jpeg,image/png,image/webp,image/gif',
};

/** The message for a refused image of a kind. */
export function imageProblemMessage(
  problem: 'type' | 'size' | 'pixels' | 'unreadable' | 'required',
  kind: ImageKind,
): string {
  if (problem !== 'type') return imageMessages[problem];
  return kind === 'service'
    ? imageMessages.type
    : kind === 'blog'
      ? imageMessages.typeBlog
      : imageMessages.typeAny;
}
