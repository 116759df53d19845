import { imageSources } from './imageProps';
import { objectPosition, type ImageFocus } from '@/lib/images/focus';

/**
 * The site's picture: a plain <img> with an optimised srcset (see imageProps.ts), lazy unless it
 * is the page's main picture (`priority`: loaded first, at high priority). `fill` covers a
 * positioned parent, like next/image's fill. `focus`, a picture's focal point, is kept in frame
 * where the picture is cropped (`object-fit: cover`): its `object-position`, inline, so no class
 * or script is needed.
 */
export function Img({
  src,
  alt,
  width,
  height,
  fill = false,
  sizes,
  priority = false,
  className,
  focus,
}: {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  fill?: boolean;
  sizes?: string;
  priority?: boolean;
  className?: string;
  focus?: ImageFocus;
}) {
  const sources = imageSources(src, { width, sizes: fill ? (sizes ?? '100vw') : sizes });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point: an <img> without client JS
    <img
      {...sources}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      // A data: address is not fetched (and a priority would have React preload it: the whole
      // address again in the head).
      fetchPriority={priority && !src.startsWith('data:') ? 'high' : undefined}
      decoding="async"
      style={focusedStyle(fill ? FILL : UNSIZED, focus)}
    />
  );
}

/**
 * A small picture of fixed size beside the words that name it (a post in a side list, a line of a
 * quote): decorative (alt=""), and always shown at its width.
 */
export function Thumb({
  image,
  width,
  height,
  className,
}: {
  /** The picture, with its focal point when it has one. */
  image: { src: string; focus?: ImageFocus };
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <Img
      src={image.src}
      alt=""
      width={width}
      height={height}
      sizes={`${width}px`}
      className={className}
      focus={image.focus}
    />
  );
}

function focusedStyle<S extends object>(style: S, focus: ImageFocus | undefined) {
  return focus ? { ...style, objectPosition: objectPosition(focus) } : style;
}

const UNSIZED = { color: 'transparent' } as const;
const FILL = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: 'transparent',
} as const;
