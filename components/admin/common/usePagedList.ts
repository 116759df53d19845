'use client';

import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type * as z from 'zod/mini';
import type { Page } from '@/lib/api';
import { pageCountOf, useUrlList } from './useUrlList';

/**
 * A list shown a page at a time, its query (?page=&q=&…, read by `schema`) in the URL: the page's
 * rows under `key` + the query, the number of pages, and `goTo(page)`, which scrolls back to `top`
 * (the list's heading). A page past the end (its last row deleted, an old link) gives way to the
 * last page.
 */
export function usePagedList<S extends z.ZodMiniObject, Data extends Page<unknown>>(
  schema: S,
  key: QueryKey,
  fetch: (values: z.output<S>) => Promise<Data>,
) {
  const url = useUrlList(schema);
  const queryKey = [...key, url.query];
  const list = useQuery({ queryKey, queryFn: () => fetch(url.values), placeholderData: keepPreviousData });
  const top = useRef<HTMLHeadingElement>(null);
  const pageCount = list.data ? pageCountOf(list.data) : 1;
  const page = url.values.page as number;
  const pastEnd = Boolean(list.data) && !list.isPlaceholderData && page > pageCount;
  const { set } = url;
  useEffect(() => {
    if (pastEnd) set({ page: pageCount } as unknown as Partial<z.output<S>>, { replace: true });
    // `set` changes with every render of the URL; the page numbers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastEnd, pageCount]);

  return {
    ...url,
    page: Math.min(page, pageCount),
    list,
    queryKey,
    pageCount,
    top,
    goTo: (next: number) => {
      set({ page: next } as unknown as Partial<z.output<S>>);
      top.current?.scrollIntoView({ block: 'start' });
    },
  };
}

export type PagedList = Pick<ReturnType<typeof usePagedList>, 'page' | 'pageCount' | 'goTo'>;
