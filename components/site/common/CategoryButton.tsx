'use client';

import styles from './CategoryButton.module.css';
import Bidi from '@/components/ui/Bidi';

/**
 * A category in the products' and blog's side list: its name and how many items it holds (the
 * figure shown, the sentence read out). The browsers add how it is selected.
 */
export function CategoryButton({
  name,
  count,
  countText,
  className,
  ...button
}: {
  name: string;
  count: number;
  /** '4 products', read instead of the bare figure. */
  countText: string;
  className?: string;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>) {
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} {...button}>
      <span>
        <Bidi text={name} isolate />
      </span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {countText}</span>
    </button>
  );
}
