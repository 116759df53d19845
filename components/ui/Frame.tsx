import { Img } from './Img';
import styles from './Frame.module.css';

/**
 * A picture cropped to fill its frame, on the tint pictures wait on. The frame's own class gives
 * its shape (aspect ratio, rounding, shadow).
 */
export function Frame({
  src,
  alt,
  sizes,
  priority,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <Img src={src} alt={alt} fill sizes={sizes} priority={priority} />
    </div>
  );
}
