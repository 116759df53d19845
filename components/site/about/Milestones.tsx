import styles from './Milestones.module.css';
import Bidi from '@/components/ui/Bidi';

/** Key milestones as a timeline. */
export function Milestones({
  heading,
  items,
}: {
  heading: string;
  items: readonly { year: string; text: string }[];
}) {
  return (
    <div className={styles.milestones}>
      <h3 className={styles.heading}>
        <Bidi text={heading} />
      </h3>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.year} className={styles.item}>
            <span className={styles.year}>
              <Bidi text={item.year} />
            </span>
            <p>
              <Bidi text={item.text} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
