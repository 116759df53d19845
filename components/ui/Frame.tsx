import { Img } from './Img';
import styles from './Frame.module.css';
import type { ImageFocus } from '@/lib/images/focus';

/**
 * A picture cropped to fill its frame, on the tint pictures wait on. The frame's own class gives
 * its shape (aspect ratio, rounding, shadow). Its focal point (`focus`) stays in frame at every size.
 */
export function Frame({
  src,
  alt,
  sizes,
  priority,
  className,
  focus,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  focus?: ImageFocus;
}) {
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <Img src={src} alt={alt} fill sizes={sizes} priority={priority} focus={focus} />
    </div>
  );
}
