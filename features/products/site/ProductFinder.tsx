'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useLayoutEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { SiteText } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import {
  FINDER_FILTERS,
  finderHref,
  finderQuery,
  isFiltering,
  toggled,
  type FinderFilter,
  type FinderQuery,
} from '@/lib/routing/finder';
import { fill } from '@/lib/text/fill';
import { countText } from '@/lib/text/plural';
import styles from './ProductFinder.module.css';
import { ProductBrowser } from './ProductBrowser';
import type { QuoteAction } from '@/features/enquiries/AddToQuote';
import type { ListedCategory, ListedOption, ListedProduct } from './types';

export type FinderOptions = Record<FinderFilter, ListedOption[]>;

const SEARCH_ID = 'product-search';

/** Whether a product's folded search text holds every word of a search (lib/text/searchText.ts). */
type WordMatcher = (folded: string, query: string) => boolean;

/**
 * The search's matching, with its Unicode folding: fetched when the buyer reaches for the search
 * box (or the URL holds a search), not with the page, since most visits never search.
 */
const loadMatcher = () => import('@/lib/text/searchText').then((m): WordMatcher => m.matchesAllWords);

interface FinderProps {
  categories: ListedCategory[];
  defaultSlug: string;
  options: FinderOptions;
  locale: Locale;
  text: SiteText['productsPageText'];
  /** "Add to quote" on each card. */
  quote: QuoteAction;
}

/** Whether `product` passes the filters, and the search once `matchWords` is here (until then the search narrows nothing). */
function matches(product: ListedProduct, query: FinderQuery, matchWords?: WordMatcher): boolean {
  const has: Record<FinderFilter, (slug: string) => boolean> = {
    application: (slug) => product.applications.includes(slug),
    form: (slug) => product.form === slug,
    certification: (slug) => product.certifications.includes(slug),
  };
  return (
    FINDER_FILTERS.every((filter) => !query[filter] || has[filter](query[filter])) &&
    (!matchWords || matchWords(product.searchText, query.q))
  );
}

/** `template` with its `{token}` replaced by `node` (a name drawn on the server). */
function filledWith(template: string, token: string, node: ReactNode): ReactNode {
  const [before, after] = template.split(`{${token}}`);
  return after === undefined ? (
    template
  ) : (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/**
 * The products listing with its finder: a search box and filters (application, form,
 * certification) above the grid, combinable with the category list, all kept in the URL. The
 * filters are plain links (`?application=cosmetics`), so they work before and without JavaScript
 * (the server renders a filtered listing for them: app/[locale]/productPage/filter); with it a
 * choice is made in place and pushed to the history, so back and forward step through them. On a
 * phone the filters fold with the categories behind a "Filters (n)" button (ProductBrowser).
 */
export function ProductFinder({
  categories,
  defaultSlug,
  options,
  locale,
  text,
  quote,
  query,
  onQuery,
  matchWords,
  onSearchIntent,
}: FinderProps & {
  query: FinderQuery;
  onQuery?: (query: FinderQuery, replace?: boolean) => void;
  matchWords?: WordMatcher;
  /** The buyer points at or focuses the search box: time to fetch the matching. */
  onSearchIntent?: () => void;
}) {
  const filtering = isFiltering(query);
  const chosenCategory = categories.find((c) => c.slug === query.category);
  const inScope = (chosenCategory ? [chosenCategory] : categories).flatMap((c) => c.products);
  const countFor = (filter: FinderFilter, slug: string) =>
    inScope.filter((p) => matches(p, { ...query, [filter]: slug }, matchWords)).length;
  const found = inScope.filter((p) => matches(p, query, matchWords));

  const follow = (next: FinderQuery) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onQuery || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onQuery(next);
  };
  const cleared: FinderQuery = { category: query.category, q: '' };

  // What the phone's "Filters (n)" button counts: the category the URL names, and each filter on.
  const activeFilters = (chosenCategory ? 1 : 0) + FINDER_FILTERS.filter((filter) => query[filter]).length;

  const search = (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={SEARCH_ID} className={styles.searchLabel}>
        {text.searchLabel}
      </label>
      <input
        id={SEARCH_ID}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder={text.searchPlaceholder}
        value={query.q}
        onChange={(event) => onQuery?.({ ...query, q: event.target.value }, true)}
        onFocus={onSearchIntent}
        onPointerEnter={onSearchIntent}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );

  const filters = (
    <>
      <nav aria-label={text.filtersLabel} className={styles.filters}>
        {FINDER_FILTERS.map((filter) => (
          <div key={filter} className={styles.filter}>
            <h3 className={styles.filterName} id={`filter-${filter}`}>
              {text.filterNames[filter]}
            </h3>
            <ul className={styles.options} aria-labelledby={`filter-${filter}`}>
              {options[filter].map((option) => {
                const count = countFor(filter, option.slug);
                const on = query[filter] === option.slug;
                const next = toggled(query, filter, option.slug);
                return (
                  <li key={option.slug}>
                    {count === 0 && !on ? (
                      <span className={styles.option} data-empty="">
                        {option.label} <span className={styles.count}>0</span>
                      </span>
                    ) : (
                      <a
                        href={finderHref(next)}
                        className={styles.option}
                        aria-current={on ? 'true' : undefined}
                        onClick={follow(next)}
                        rel="nofollow"
                      >
                        {option.label} <span className={styles.count}>{count}</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      {filtering && (
        <p className={styles.clear}>
          <a href={finderHref(cleared)} onClick={follow(cleared)} className={styles.clearLink}>
            {text.clearFilters}
          </a>
        </p>
      )}
    </>
  );

  return (
    <ProductBrowser
      categories={categories}
      selectedSlug={chosenCategory?.slug ?? (filtering ? '' : defaultSlug)}
      onSelect={(slug) => onQuery?.({ ...query, category: slug })}
      locale={locale}
      text={text}
      quote={quote}
      search={search}
      filters={filters}
      activeFilters={activeFilters}
      live={onQuery !== undefined}
      results={
        filtering
          ? {
              heading: chosenCategory
                ? filledWith(text.resultsIn, 'category', chosenCategory.label)
                : text.resultsHeading,
              headingText: chosenCategory
                ? fill(text.resultsIn, { category: chosenCategory.name })
                : text.resultsHeading,
              summary: countText(locale, found.length, text.matchCount),
              products: found,
              empty: (
                <div className={styles.noMatch}>
                  <p>{text.noMatch}</p>
                  <p>
                    <a href={finderHref(cleared)} onClick={follow(cleared)} className={styles.clearLink}>
                      {text.clearFilters}
                    </a>
                  </p>
                </div>
              ),
            }
          : undefined
      }
    />
  );
}

/**
 * The finder reading and writing its state in the URL. It reads the query on the client: wrap it
 * in Suspense, so the page stays static (its fallback is the finder with the query the server knew).
 * The search text is also held here: Next applies a replaceState to useSearchParams in a
 * transition, and a box fed only from the URL would drop keys typed before it catches up.
 */
export function ProductFinderFromUrl(props: FinderProps) {
  const fromUrl = finderQuery(useSearchParams());
  const [early] = useState(searchBeforeHydration);
  const [q, setQ] = useState(early?.value || fromUrl.q);
  const [matchWords, setMatchWords] = useState<WordMatcher>();
  const fetchMatcher = () => void loadMatcher().then((matcher) => setMatchWords(() => matcher));
  useEffect(() => {
    if (q.trim() && !matchWords) fetchMatcher();
  }, [q, matchWords]);
  const onQuery = (next: FinderQuery, replace?: boolean) => {
    setQ(next.q);
    const href = finderHref(next);
    if (replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
  };

  useEffect(() => {
    const followHistory = () => setQ(finderQuery(new URLSearchParams(window.location.search)).q);
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  // The fallback's search box has just been replaced by this one: carry over what it held.
  useLayoutEffect(() => {
    if (!early) return;
    if (early.value) window.history.replaceState(null, '', finderHref({ ...fromUrl, q: early.value }));
    if (early.focused) {
      const input = document.getElementById(SEARCH_ID) as HTMLInputElement | null;
      input?.focus();
      input?.setSelectionRange(early.value.length, early.value.length);
    }
    // Once, as the finder goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ProductFinder
      {...props}
      query={{ ...fromUrl, q }}
      onQuery={onQuery}
      matchWords={matchWords}
      onSearchIntent={matchWords ? undefined : fetchMatcher}
    />
  );
}

/**
 * What a buyer typed into the server-rendered search box before the page was live, read as the
 * live finder first renders (the old box is still in the document then), and whether it had the
 * focus, so that neither is lost when the box is swapped.
 */
function searchBeforeHydration(): { value: string; focused: boolean } | null {
  if (typeof document === 'undefined') return null;
  const input = document.getElementById(SEARCH_ID) as HTMLInputElement | null;
  if (!input) return null;
  const focused = document.activeElement === input;
  return input.value || focused ? { value: input.value, focused } : null;
}
