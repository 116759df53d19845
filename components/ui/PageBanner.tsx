import Image from 'next/image';
import styles from './PageBanner.module.css';

export interface PageBannerProps {
  /** Usually text; the careers page passes its typewriter heading. */
  title: React.ReactNode;
  eyebrow?: string;
  intro?: string;
  /** Artwork behind the text (16:6); a dark overlay keeps white text readable. */
  image: string;
  children?: React.ReactNode;
}

/** The dark banner at the top of pages whose navigation starts white. */
export function PageBanner({ title, eyebrow, intro, image, children }: PageBannerProps) {
  return (
    <section className={styles.banner}>
      <Image src={image} alt="" fill priority sizes="100vw" className={styles.art} />
      <div className={styles.overlay} />
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
