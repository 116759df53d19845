import { Frame } from './Frame';
import { Container } from './Container';
import styles from './LightPageHeader.module.css';
import type { FocusedImage } from '@/lib/images/focus';
import Bidi from './Bidi';

/** The light page top used where the navigation starts dark-teal (blog, news, legal pages). */
export function LightPageHeader({
  title,
  intro,
  image,
  children,
}: {
  title: string;
  intro?: string;
  image?: FocusedImage;
  children?: React.ReactNode;
}) {
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>
            <Bidi text={title} />
          </h1>
          {intro && (
            <p className={styles.intro}>
              <Bidi text={intro} />
            </p>
          )}
          {children}
        </div>
        {image && (
          <Frame {...image} priority sizes="(max-width: 900px) 100vw, 560px" className={styles.media} />
        )}
      </Container>
    </header>
  );
}
