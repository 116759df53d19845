/**
 * The crops that keep a picture's focal point (./focus.ts) in frame: the share image's window
 * (./shareImage.ts) and the admin's preview of it.
 */
import type { ImageFocus } from './focus';

/** The share image's size (Open Graph's 1.91:1, as lib/seo's OG_SIZE), and so its crop's shape. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_ASPECT = SHARE_SIZE.width / SHARE_SIZE.height;

/** A window of a picture, in its pixels. */
export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest window of `aspect` (width / height) inside a `width`×`height` picture that contains
 * `focus`: centred on the point, then moved back inside the picture where the point is near an
 * edge. Whole pixels; the point is always inside (the window spans the picture's whole width or
 * height, and only slides along the other).
 */
export function cropAround(width: number, height: number, focus: ImageFocus, aspect: number): CropWindow {
  if (!(width > 0 && height > 0 && aspect > 0)) throw new RangeError('cropAround: sizes must be positive');
  const wide = width / height > aspect;
  const cropWidth = wide ? Math.max(1, Math.min(width, Math.round(height * aspect))) : width;
  const cropHeight = wide ? height : Math.max(1, Math.min(height, Math.round(width / aspect)));
  const place = (size: number, crop: number, percent: number) => {
    const centre = (clampPercent(percent) / 100) * size;
    return Math.min(size - crop, Math.max(0, Math.round(centre - crop / 2)));
  };
  return {
    left: place(width, cropWidth, focus.x),
    top: place(height, cropHeight, focus.y),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * The `object-position` that makes a cover box of `aspect` show exactly `cropAround`'s window of a
 * `width`×`height` picture (the dialog's share preview draws the share image this way).
 */
export function coverPositionOf(
  width: number,
  height: number,
  focus: ImageFocus,
  aspect: number,
): ImageFocus {
  const crop = cropAround(width, height, focus, aspect);
  const along = (offset: number, size: number, crop: number) =>
    size > crop ? (offset / (size - crop)) * 100 : 50;
  return { x: along(crop.left, width, crop.width), y: along(crop.top, height, crop.height) };
}

function clampPercent(value: number) {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50;
}
