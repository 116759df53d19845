'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { adminText } from '@/content/admin';
import styles from './admin.module.css';

/**
 * A list's three other states, the same on every screen: loading (placeholder rows), failed (a
 * message and Try again) and empty (the screen's own words). Otherwise renders the rows.
 */
export function ListState<T>({
  query,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={adminText.common.loading} className={styles.list}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={styles.notice}>
        {adminText.common.loadFailed}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
          {adminText.common.retry}
        </button>
      </div>
    );
  }
  if (isEmpty(query.data)) return <p className={styles.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}
