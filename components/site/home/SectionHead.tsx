import styles from './sections.module.css';
import Bidi from '@/components/ui/Bidi';

/** Eyebrow, heading and intro at the top of a home section. */
export function SectionHead({
  id,
  eyebrow,
  heading,
  intro,
  centered = false,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? `${styles.head} ${styles.centered}` : styles.head}>
      {eyebrow && (
        <p className={styles.eyebrow}>
          <Bidi text={eyebrow} />
        </p>
      )}
      <h2 id={id} className={styles.heading}>
        <Bidi text={heading} />
      </h2>
      {intro && (
        <p className={styles.intro}>
          <Bidi text={intro} />
        </p>
      )}
    </div>
  );
}
