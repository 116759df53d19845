import styles from './Ticker.module.css';
import Bidi from '@/components/ui/Bidi';

/** The scrolling band of categories: pure CSS, paused on hover and for reduced motion. */
export function Ticker({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <section className={styles.ticker} aria-label={label}>
      <div className={styles.track} data-testid="ticker-track">
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item}>
              <Bidi text={item} />
            </li>
          ))}
        </ul>
        {/* The second copy makes the loop seamless; screen readers read the list once. */}
        <ul className={styles.list} aria-hidden="true">
          {items.map((item) => (
            <li key={item}>
              <Bidi text={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
