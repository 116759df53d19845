import { Img } from './Img';
import styles from './Backdrop.module.css';
import type { ImageFocus } from '@/lib/images/focus';

/**
 * The artwork behind a dark banner (the home hero, the page banners), under the overlay that keeps
 * white text readable. It starts below the navigation bar: that bar's light state is painted in
 * the banner's own colour (SiteNav.module.css), so contrast checkers compute the white links
 * against the colour people see instead of the page's cream behind a transparent header.
 *
 * The site's own SVG artwork comes with the page as a data: address (`image.inline`, from the
 * server's lib/images/inlineArtwork.ts), so it paints with the first screen; a picture staff
 * uploaded is loaded first, at high priority.
 */
export function Backdrop({
  image,
  alt = '',
  className,
}: {
  image: BackdropImage;
  alt?: string;
  className?: string;
}) {
  return (
    <div className={styles.frame}>
      <Img
        src={image.inline ?? image.src}
        alt={alt}
        fill
        priority
        sizes="100vw"
        className={`${styles.art} ${className ?? ''}`}
        focus={image.focus}
      />
    </div>
  );
}

/** A banner's picture: its address, and the same as a data: address when it comes with the page. */
export interface BackdropImage {
  src: string;
  inline?: string | null;
  /** An uploaded banner's focal point: kept in frame however wide or tall the banner is. */
  focus?: ImageFocus;
}
