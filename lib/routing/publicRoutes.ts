/** The public pages' addresses in one language (routes.ts re-exports them with the admin's). */
import type { Locale } from '../i18n/locales';
import { ANCHORS, LOCALE_PREFIX, QUERY, withQuery } from './publicPaths';
import { PUBLIC_PATTERNS, type PlainPage } from './publicPatterns';

/** Not a page: the JSON document the site search reads, one per language like the pages. */
const SEARCH_INDEX = '/search-index.json';

/**
 * The `:id` at which each item page pre-renders its 404 answer at build time. No item has it (ids
 * are whole numbers); proxy.ts serves it for every id that does not exist.
 */
export const MISSING_ID = 'none';

export type ItemId = number | typeof MISSING_ID;

function fillPattern(pattern: string, id?: ItemId): string {
  return id === undefined ? pattern : pattern.replace(':id', String(id));
}

export function routesFor(locale: Locale) {
  const prefix = LOCALE_PREFIX[locale];
  const at = (pattern: string, id?: ItemId) => {
    const path = fillPattern(pattern, id);
    return prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
  };
  const p = PUBLIC_PATTERNS;
  // A page added to PUBLIC_PATTERNS has its address here at once; those below take more.
  const plain = Object.fromEntries(
    Object.entries(p).map(([page, pattern]) => [page, () => at(pattern)]),
  ) as Record<PlainPage, () => string>;
  return {
    ...plain,
    products: (category?: string) => withQuery(at(p.products), { [QUERY.category]: category }),
    product: (id: ItemId) => at(p.product, id),
    blog: (category?: string) => withQuery(at(p.blog), { [QUERY.category]: category }),
    blogPost: (id: ItemId) => at(p.blogPost, id),
    newsItem: (id: ItemId) => at(p.newsItem, id),
    careers: (anchor?: keyof typeof ANCHORS) => withQuery(at(p.careers), {}, anchor && ANCHORS[anchor]),
    apply: (jobId?: number) => withQuery(at(p.apply), { [QUERY.jobId]: jobId }),
    /** With `token`: the page a mailed link opens (its button signs the browser in). */
    accountSignIn: (token?: string) => withQuery(at(p.accountSignIn), { token }),
    /** The page the erasure mail's link opens (its button erases the buyer's data). */
    accountDelete: (token: string) => withQuery(at(p.accountDelete), { token }),
    /** The site search's index of this language (features/search/searchIndex.ts), fetched when it opens. */
    searchIndex: () => at(SEARCH_INDEX),
  };
}

/** The public pages' addresses in one language. */
export type PublicRoutes = ReturnType<typeof routesFor>;
