'use client';

import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { fill } from '@/lib/text/fill';
import { iconNamed } from './iconNamed';
import styles from './Pagination.module.css';

export interface PaginationText {
  label: string;
  previous: string;
  next: string;
  /** A page button's name, '{n}' standing for its number. */
  page: string;
}

/**
 * Previous / numbered pages / next; previous is disabled on the first page, next on the last.
 * Many pages show the first, the last and the two around the current one.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  text: t,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  text: PaginationText;
}) {
  return (
    <nav className={styles.pagination} aria-label={t.label}>
      <button
        type="button"
        className={styles.step}
        {...iconNamed(t.previous)}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon node={ChevronLeft} aria-hidden size={18} className="flip-rtl" />
        <span className={styles.stepLabel}>{t.previous}</span>
      </button>
      <ol className={styles.pages}>
        {pagesToShow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={styles.page}
                aria-current={n === page ? 'page' : undefined}
                aria-label={fill(t.page, { n })}
                onClick={() => onChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={styles.step}
        {...iconNamed(t.next)}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <span className={styles.stepLabel}>{t.next}</span>
        <Icon node={ChevronRight} aria-hidden size={18} className="flip-rtl" />
      </button>
    </nav>
  );
}

/** 1 … 4 5 6 … 20: every page when there are few, else the ends and the neighbourhood of `page`. */
export function pagesToShow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [null, n] : [n]));
}
