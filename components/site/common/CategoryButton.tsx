'use client';

import type { ReactNode } from 'react';
import styles from './CategoryButton.module.css';

/**
 * A category in the products' and blog's side list: its name and how many items it holds (the
 * figure shown, the sentence read out). The browsers add how it is selected.
 */
export function CategoryButton({
  label,
  count,
  countText,
  className,
  ...button
}: {
  /** The category's name, its Latin runs isolated (<Bidi isolate>). */
  label: ReactNode;
  count: number;
  /** '4 products', read instead of the bare figure. */
  countText: string;
  className?: string;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>) {
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} {...button}>
      <span>{label}</span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {countText}</span>
    </button>
  );
}
