import styles from './Milestones.module.css';

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
      <h3 className={styles.heading}>{heading}</h3>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.year} className={styles.item}>
            <span className={styles.year}>{item.year}</span>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
