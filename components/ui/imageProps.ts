/**
 * The attributes of an optimised picture without Next's client Image component (which would add
 * its JavaScript to every page): raster images go through Next's own optimiser (/_next/image, the
 * widths it accepts by default), vector artwork is served as it is. Usable from server and client
 * components alike.
 */

/** Next's default device and image widths (next.config.ts keeps the defaults). */
const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const IMAGE_WIDTHS = [32, 48, 64, 96, 128, 256, 384];
const ALL_WIDTHS = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS];
const QUALITY = 75;

function optimised(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** Vector and inline images need no resizing. */
function servedAsIs(src: string): boolean {
  return /\.svg($|\?)/i.test(src) || src.startsWith('data:');
}

/**
 * `src`/`srcSet` for an image shown at `sizes` (a responsive width) or at a fixed `width` (1x and
 * 2x screens).
 */
export function imageSources(src: string, { width, sizes }: { width?: number; sizes?: string }) {
  if (servedAsIs(src)) return { src };
  if (sizes) {
    return {
      src: optimised(src, 1080),
      srcSet: DEVICE_WIDTHS.map((w) => `${optimised(src, w)} ${w}w`).join(', '),
      sizes,
    };
  }
  const base = width ?? DEVICE_WIDTHS[0];
  const at = (target: number) => ALL_WIDTHS.find((w) => w >= target) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1];
  return {
    src: optimised(src, at(base * 2)),
    srcSet: `${optimised(src, at(base))} 1x, ${optimised(src, at(base * 2))} 2x`,
  };
}
