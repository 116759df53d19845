/**
 * The rules every picture upload follows, shared by the admin's image fields (a first check in the
 * browser) and lib/images/process.ts (the real check, on the bytes).
 */
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

export const imageMessages = {
  required: 'Please choose an image.',
  type: 'Please upload a valid image file (JPEG, JPG, PNG).',
  typeAny: 'Please upload a JPEG, PNG or WebP image.',
  typeBlog: 'Please upload a JPEG, PNG, WebP or GIF image.',
  size: 'The image must be 5 MB or smaller.',
  pixels: 'The image is too large: at most 25 megapixels.',
  unreadable: 'This image could not be read. Please choose another file.',
} as const;

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
