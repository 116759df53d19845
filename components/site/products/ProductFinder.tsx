'use client';

import { useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
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
import { matchesAllWords } from '@/lib/text/searchText';
import styles from './ProductFinder.module.css';
import { ProductBrowser } from './ProductBrowser';
import type { QuoteAction } from '../quote/AddToQuote';
import type { CatalogueCategory, CatalogueProduct, FinderOption } from './types';

export type FinderOptions = Record<FinderFilter, FinderOption[]>;

interface FinderProps {
  categories: CatalogueCategory[];
  defaultSlug: string;
  options: FinderOptions;
  locale: Locale;
  text: SiteText['productsPageText'];
  /** "Add to quote" on each card. */
  quote: QuoteAction;
}

function matches(product: CatalogueProduct, query: FinderQuery): boolean {
  const has: Record<FinderFilter, (slug: string) => boolean> = {
    application: (slug) => product.applications.includes(slug),
    form: (slug) => product.form === slug,
    certification: (slug) => product.certifications.includes(slug),
  };
  return (
    FINDER_FILTERS.every((filter) => !query[filter] || has[filter](query[filter])) &&
    matchesAllWords(product.searchText, query.q)
  );
}

/**
 * The products listing with its finder: a search box and filters (application, form,
 * certification) above the grid, combinable with the category list, all kept in the URL. The
 * filters are plain links (`?application=cosmetics`), so they work before and without JavaScript
 * (the server renders a filtered listing for them: app/[locale]/productPage/filter); with it a
 * choice is made in place and pushed to the history, so back and forward step through them.
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
}: FinderProps & { query: FinderQuery; onQuery?: (query: FinderQuery, replace?: boolean) => void }) {
  const filtering = isFiltering(query);
  const chosenCategory = categories.find((c) => c.slug === query.category);
  const inScope = (chosenCategory ? [chosenCategory] : categories).flatMap((c) => c.products);
  const countFor = (filter: FinderFilter, slug: string) =>
    inScope.filter((p) => matches(p, { ...query, [filter]: slug })).length;
  const found = inScope.filter((p) => matches(p, query));

  const follow = (next: FinderQuery) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onQuery || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onQuery(next);
  };
  const cleared: FinderQuery = { category: query.category, q: '' };

  const finder = (
    <div className={styles.finder}>
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="product-search" className={styles.searchLabel}>
          {text.searchLabel}
        </label>
        <input
          id="product-search"
          name="q"
          type="search"
          className={styles.searchInput}
          placeholder={text.searchPlaceholder}
          value={query.q}
          onChange={(event) => onQuery?.({ ...query, q: event.target.value }, true)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
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
                        {option.name} <span className={styles.count}>0</span>
                      </span>
                    ) : (
                      <a
                        href={finderHref(next)}
                        className={styles.option}
                        aria-current={on ? 'true' : undefined}
                        onClick={follow(next)}
                        rel="nofollow"
                      >
                        {option.name} <span className={styles.count}>{count}</span>
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
    </div>
  );

  return (
    <ProductBrowser
      categories={categories}
      selectedSlug={chosenCategory?.slug ?? (filtering ? '' : defaultSlug)}
      onSelect={(slug) => onQuery?.({ ...query, category: slug })}
      locale={locale}
      text={text}
      quote={quote}
      finder={finder}
      results={
        filtering
          ? {
              heading: chosenCategory
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
 */
export function ProductFinderFromUrl(props: FinderProps) {
  const searchParams = useSearchParams();
  return (
    <ProductFinder
      {...props}
      query={finderQuery(searchParams)}
      onQuery={(next, replace) => {
        const href = finderHref(next);
        if (replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
      }}
    />
  );
}
