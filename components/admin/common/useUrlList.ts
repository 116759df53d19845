'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type * as z from 'zod/mini';
import { queryValues, toQueryString } from '@/lib/validation/lists';

type ListValues = Record<string, string | number | undefined>;

/**
 * A paged list whose query (?page=&q=&… read by the list's zod schema, the same one the API
 * uses) lives in the URL, so a reload or a shared link shows the same list. Any change other
 * than the page goes back to page 1. Other parameters of the URL (a tab) are kept.
 */
export function useUrlList<S extends z.ZodMiniObject>(schema: S) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const keys = Object.keys(schema.shape);
  const values = schema.parse(queryValues(params, keys)) as z.output<S> & ListValues;
  const defaults = schema.parse({}) as z.output<S> & ListValues;

  /** Changes the URL's list query; `replace` corrects it without a step Back would undo. */
  const set = (patch: Partial<z.output<S>>, { replace = false } = {}) => {
    const merged = { ...values, page: 1, ...patch } as ListValues;
    const next = new URLSearchParams(params.toString());
    for (const key of keys) {
      const value = merged[key];
      if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    const href = `${pathname}${search ? `?${search}` : ''}`;
    // A new page is a step back can undo; a filter being typed is not.
    if ('page' in patch && !replace) router.push(href, { scroll: false });
    else router.replace(href, { scroll: false });
  };

  return {
    values,
    /** The list's query for the API (defaults left out): '?position=…&page=2'. */
    query: toQueryString(values, defaults),
    set,
  };
}

/** How many pages a list of `total` rows fills (at least one). */
export function pageCountOf(page: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
