import styles from './YearsBadge.module.css';

/** The saffron 'years of trust' badge (home's About teaser, the About page's banner). */
export function YearsBadge({
  years,
  label,
  className,
  testId,
}: {
  years: number;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <p className={`${styles.badge} ${className ?? ''}`} data-testid={testId}>
      <span className={styles.number} dir="ltr">
        {years}+
      </span>
      <span className={styles.label}>{label}</span>
    </p>
  );
}
