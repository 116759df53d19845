/**
 * The limits every picture upload is held to: by lib/images/process.ts on the bytes, by the HTTP
 * handler on the body's size, and first in the browser by the admin's image fields.
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** 25 megapixels: larger images are refused before they are decoded (a "pixel flood"). */
export const IMAGE_MAX_PIXELS = 25_000_000;

/** photo: JPEG, PNG, WebP · service: JPEG, PNG (spec) · blog: any of those or GIF (spec: unrestricted). */
export type ImageKind = 'photo' | 'service' | 'blog';
