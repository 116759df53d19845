'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { careersText } from '@/content/careers';
import styles from './Pagination.module.css';

const t = careersText.pagination;

/** Previous / numbered pages / next; previous is disabled on the first page, next on the last. */
export function Pagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  return (
    <nav className={styles.pagination} aria-label={t.label}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden size={18} />
        <span className={styles.stepLabel}>{t.previous}</span>
      </button>
      <ol className={styles.pages}>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t.page(n)}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <span className={styles.stepLabel}>{t.next}</span>
        <ChevronRight aria-hidden size={18} />
      </button>
    </nav>
  );
}
