import { Img } from './Img';
import styles from './Backdrop.module.css';

/**
 * The artwork behind a dark banner (the home hero, the page banners), under the overlay that keeps
 * white text readable. It starts below the navigation bar: that bar's light state is painted in
 * the banner's own colour (SiteNav.module.css), so contrast checkers compute the white links
 * against the colour people see instead of the page's cream behind a transparent header.
 */
export function Backdrop({ src, alt = '', className }: { src: string; alt?: string; className?: string }) {
  return (
    <div className={styles.frame}>
      <Img src={src} alt={alt} fill priority sizes="100vw" className={`${styles.art} ${className ?? ''}`} />
    </div>
  );
}
