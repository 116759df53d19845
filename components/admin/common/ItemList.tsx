'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { AnimatePresence } from 'motion/react';
import type { Page } from '@/lib/api';
import { ListState } from './ListState';
import styles from './admin.module.css';

/** The rows of a list answer: the list itself, or one page of it. */
function itemsOf<Item>(data: Item[] | Page<Item>): Item[] {
  return Array.isArray(data) ? data : data.items;
}

/**
 * An admin list in its four states (loading, failed, empty, the rows): `children` draws each row,
 * usually an ItemRow. While another page loads, the current one stays, marked busy.
 */
export function ItemList<Item>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<Item[]> | UseQueryResult<Page<Item>>;
  label: string;
  empty: string;
  children: (item: Item, index: number, items: Item[]) => React.ReactNode;
}) {
  return (
    <ListState
      query={query as UseQueryResult<Item[] | Page<Item>>}
      empty={empty}
      isEmpty={(data) => itemsOf(data).length === 0}
    >
      {(data) => (
        <ul className={styles.list} aria-label={label} aria-busy={query.isPlaceholderData}>
          <AnimatePresence initial={false}>
            {itemsOf(data).map((item, index, items) => children(item, index, items))}
          </AnimatePresence>
        </ul>
      )}
    </ListState>
  );
}
