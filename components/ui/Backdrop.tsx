import { Img } from './Img';
import styles from './Backdrop.module.css';

/**
 * The artwork behind a dark banner (the home hero, the page banners), under the overlay that keeps
 * white text readable. It starts below the navigation bar: that bar's light state is painted in
 * the banner's own colour (SiteNav.module.css), so contrast checkers compute the white links
 * against the colour people see instead of the page's cream behind a transparent header.
 *
 * The site's own SVG artwork comes written into the page (`image.inline`, from the server's
 * lib/images/inlineArtwork.ts): it arrives with the HTML and the heading stays the largest paint.
 * A picture staff uploaded is an <img> loaded first, at high priority.
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
  const art = image.inline;
  return (
    <div className={styles.frame}>
      {art ? (
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={art.viewBox}
          preserveAspectRatio="xMidYMid slice"
          className={`${styles.art} ${styles.vector} ${className ?? ''}`}
          style={{ '--art-ratio': ratio(art.viewBox) } as React.CSSProperties}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          focusable="false"
          dangerouslySetInnerHTML={{ __html: art.markup }}
        />
      ) : (
        <Img
          src={image.src}
          alt={alt}
          fill
          priority
          sizes="100vw"
          className={`${styles.art} ${className ?? ''}`}
        />
      )}
    </div>
  );
}

/** A banner's picture: its address, and its SVG markup when it is written into the page. */
export interface BackdropImage {
  src: string;
  inline?: { viewBox: string; markup: string } | null;
}

/** Width over height: '0 0 1920 1080' → 1.7778. */
function ratio(viewBox: string): number {
  const [, , width, height] = viewBox.split(/\s+/).map(Number);
  return Math.round((width / height) * 10_000) / 10_000;
}
