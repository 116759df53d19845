'use client';

import { Pagination } from '@/components/ui/Pagination';
import { adminText } from '@/content/admin';
import type { PagedList } from './usePagedList';
import styles from './admin.module.css';

/** The pages of a paged admin list (see usePagedList): none while it fits on one. */
export function Pager({ list }: { list: PagedList }) {
  if (list.pageCount <= 1) return null;
  return (
    <div className={styles.pager}>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        onChange={list.goTo}
        text={adminText.common.pagination}
      />
    </div>
  );
}
