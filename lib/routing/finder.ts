/**
 * The product finder's state in the URL of /productPage: `?category=&application=&form=&certification=&q=`
 * (one option per filter), so a choice can be shared, survives a reload and back/forward.
 */
import { QUERY } from './publicPaths';

export const FINDER_FILTERS = ['application', 'form', 'certification'] as const;
export type FinderFilter = (typeof FINDER_FILTERS)[number];
export const SEARCH_PARAM = 'q';
/** /productPage/filter/<key>: the server-rendered filtered listing (internal: proxy.ts rewrites to it). */
export const FILTER_SEGMENT = 'filter';

export interface FinderQuery {
  /** The category chosen in the side list, if the URL names one. */
  category?: string;
  application?: string;
  form?: string;
  certification?: string;
  /** What the visitor typed in the search box. */
  q: string;
}

export function finderQuery(params: Pick<URLSearchParams, 'get'> | null): FinderQuery {
  const value = (name: string) => params?.get(name)?.trim() || undefined;
  return {
    category: value(QUERY.category),
    application: value('application'),
    form: value('form'),
    certification: value('certification'),
    q: params?.get(SEARCH_PARAM) ?? '',
  };
}

/** Whether the visitor narrowed the products by a filter or a search. */
export function isFiltering(query: FinderQuery): boolean {
  return FINDER_FILTERS.some((filter) => query[filter]) || query.q.trim() !== '';
}

/** The query string of `query`, its parameters always in the same order ('?' when there are none). */
export function finderHref(query: FinderQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set(QUERY.category, query.category);
  for (const filter of FINDER_FILTERS) if (query[filter]) params.set(filter, query[filter]);
  if (query.q) params.set(SEARCH_PARAM, query.q);
  return `?${params.toString()}`;
}

/** `query` with `filter` set to `value`, or cleared when it already was `value` (a filter link toggles). */
export function toggled(query: FinderQuery, filter: FinderFilter, value: string): FinderQuery {
  return { ...query, [filter]: query[filter] === value ? undefined : value };
}

/** The parameters a server-rendered filter page is kept for (not the free text of the search box). */
const KEYED = ['category', ...FINDER_FILTERS] as const;
type Keyed = (typeof KEYED)[number];
const SLUG = /^[a-z0-9-]{1,60}$/;

/**
 * The one path segment of the filtered listing a filter link shows without JavaScript
 * (`application.cosmetics~form.powder`, app/[locale]/productPage/filter/[filters]); null when the
 * query has no filter, or a value that is no option (`known` says which are).
 */
export function filterKey(
  params: Pick<URLSearchParams, 'get'>,
  known: Record<Keyed, ReadonlySet<string>>,
): string | null {
  if (!FINDER_FILTERS.some((filter) => params.get(filter))) return null;
  const parts: string[] = [];
  for (const name of KEYED) {
    const value = params.get(name);
    if (value === null) continue;
    if (!known[name].has(value)) return null;
    parts.push(`${name}.${value}`);
  }
  return parts.join('~');
}

/** The query a filter page's segment stands for (its values checked again by format only). */
export function queryOfKey(key: string): FinderQuery | null {
  const query: FinderQuery = { q: '' };
  for (const part of decodeURIComponent(key).split('~')) {
    const [name, value] = part.split('.');
    if (!(KEYED as readonly string[]).includes(name) || !SLUG.test(value ?? '')) return null;
    query[name as Keyed] = value;
  }
  return query;
}
