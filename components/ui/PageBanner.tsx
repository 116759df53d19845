import { Backdrop, type BackdropImage } from './Backdrop';
import styles from './PageBanner.module.css';
import Bidi from './Bidi';

export interface PageBannerProps {
  /** Usually text; the careers page passes its typewriter heading. */
  title: React.ReactNode;
  eyebrow?: string;
  intro?: string;
  /** Artwork behind the text (16:6); a dark overlay keeps white text readable. */
  image: BackdropImage;
  /** 'p' when the page's <h1> comes later (e.g. a product name under a shared hero line). */
  titleTag?: 'h1' | 'p';
  children?: React.ReactNode;
}

/** The dark banner at the top of pages whose navigation starts white. */
export function PageBanner({
  title,
  eyebrow,
  intro,
  image,
  titleTag: Title = 'h1',
  children,
}: PageBannerProps) {
  return (
    <section className={styles.banner}>
      <Backdrop image={image} />
      <div className={styles.content}>
        {eyebrow && (
          <p className={styles.eyebrow}>
            <Bidi text={eyebrow} />
          </p>
        )}
        <Title className={styles.title}>{typeof title === 'string' ? <Bidi text={title} /> : title}</Title>
        {intro && (
          <p className={styles.intro}>
            <Bidi text={intro} />
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
