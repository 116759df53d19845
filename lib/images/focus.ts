/**
 * A picture's focal point: where its subject is, in percent of its width (`x`, from the left) and
 * height (`y`, from the top). Staff set it in the picture's dialog; every crop the site makes keeps
 * it in frame:
 *
 * - the pages' cropped pictures (cards, banners, an article's picture: `object-fit: cover`) place
 *   it with `object-position: x% y%` (`objectPosition`): with cover, the point at x%/y% of the
 *   picture lands at x%/y% of the box, so it is inside the box at every size;
 * - the share image (og:image, 1200×630) is the window `cropAround` gives (./crop.ts).
 *
 * Not server-only: the site's <img> uses it, so it stays small (the crop arithmetic is in ./crop.ts).
 */
export interface ImageFocus {
  x: number;
  y: number;
}

/** A picture as the pages show it: its address, its alt text, and where its subject is. */
export interface FocusedImage {
  src: string;
  alt: string;
  focus?: ImageFocus;
}

/** A picture without a focal point of its own is cropped around its centre. */
export const CENTRE: ImageFocus = { x: 50, y: 50 };

/** A focal point's coordinate: a whole or decimal percent, 0–100. */
export function isFocusCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/** The CSS `object-position` that keeps `focus` in frame of an `object-fit: cover` box. */
export function objectPosition(focus: ImageFocus): string {
  return `${round(focus.x)}% ${round(focus.y)}%`;
}

const round = (value: number) => Math.round(value * 100) / 100;
