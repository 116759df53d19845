'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { listQuerySchema, queryValues, toQueryString } from '@/lib/validation/lists';

const urlQuerySchema = listQuerySchema.pick({ page: true, q: true });
const DEFAULTS = { page: 1, q: '' };

/**
 * A paged, searchable admin list's page and search, kept in the address (?page=&q=) so a reload,
 * a shared link or Back shows the same page. `query` is the same string for the API call.
 *
 *   const { page, q, query, show } = useListParams();
 *   useQuery({ queryKey: [...key, query], queryFn: () => api.get(endpoints.newsList(query)) });
 */
export function useListParams() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const { page, q } = urlQuerySchema.parse(queryValues(params, Object.keys(DEFAULTS)));
  const query = toQueryString({ page, q }, DEFAULTS);
  /** Moves to another page or search (a new search starts at page 1). */
  const show = (next: { page?: number; q?: string }) => {
    const nextQ = next.q ?? q;
    const nextPage = next.q !== undefined && next.q !== q ? 1 : (next.page ?? page);
    router.push(`${pathname}${toQueryString({ page: nextPage, q: nextQ }, DEFAULTS)}`, { scroll: false });
  };
  return { page, q, query, show };
}
