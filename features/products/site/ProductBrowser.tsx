'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/components/ui/useDismiss';
import type { SiteText } from '@/content/text';
import { fill } from '@/lib/text/fill';
import { countText } from '@/lib/text/plural';
import styles from './ProductBrowser.module.css';
import { CategoryButton } from '@/components/site/common/CategoryButton';
import type { CategoryBrowserProps } from '@/components/site/common/withUrlCategory';
import { cardNameId, type ListedCategory, type ListedProduct } from './types';
import { AddToQuote, type QuoteAction } from '@/features/enquiries/AddToQuote';

/** What the finder shows instead of the selected category while the visitor filters or searches. */
export interface FinderResults {
  heading: ReactNode;
  /** The heading as text, for the grid's name. */
  headingText: string;
  summary: string;
  products: ListedProduct[];
  /** Shown when nothing matches: what happened and the way out. */
  empty: ReactNode;
}

/** The id of what the phone's "Filters" button unfolds: the categories and the filters. */
const FILTERS_PANEL_ID = 'product-filters';

/**
 * Left: the categories; choosing one selects it and expands it to list its product names, and a
 * click outside the list (or Escape) collapses everything but the selected one. Right: the search
 * box and filters, then the grid of the selected category's product cards (drawn on the server:
 * ProductCard), each with its "Add to quote".
 *
 * On a phone (below 768 px) the categories and filters fold under the search box, behind a
 * "Filters (n)" button (a disclosure: aria-expanded, aria-controls), so that the first products
 * show on the first screen; what is chosen stays in the URL as before. The button works once the
 * page is live; without JavaScript there is none and everything is shown (CSS `scripting`).
 */
export function ProductBrowser({
  categories,
  selectedSlug,
  onSelect,
  locale,
  text,
  quote,
  search,
  filters,
  activeFilters = 0,
  live = true,
  results,
}: CategoryBrowserProps<ListedCategory, SiteText['productsPageText']> & {
  /** "Add to quote" on each card. */
  quote?: QuoteAction;
  /** The finder's search box, above the grid. */
  search?: ReactNode;
  /** The finder's filters, under the search box (folded with the categories on a phone). */
  filters?: ReactNode;
  /** How many categories and filters are on: the phone's button reads "Filters (n)". */
  activeFilters?: number;
  /** False in the server's render, before the page is live: the "Filters" button does nothing yet. */
  live?: boolean;
  results?: FinderResults;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([selectedSlug]));
  const listRef = useRef<HTMLElement>(null);
  // While filtering, no category is selected unless the URL names one.
  const selected = categories.find((c) => c.slug === selectedSlug) ?? (results ? undefined : categories[0]);

  // A selection that comes from the URL (reload, back/forward) is expanded too.
  const [shownSlug, setShownSlug] = useState(selectedSlug);
  if (shownSlug !== selectedSlug) {
    setShownSlug(selectedSlug);
    setExpanded((current) => new Set([...current, selectedSlug]));
  }

  // More than the selected category open: a press outside the list or Escape folds the others.
  const othersOpen = expanded.size !== 1 || !expanded.has(selectedSlug);
  useDismiss(othersOpen, () => setExpanded(new Set([selectedSlug])), listRef);

  const choose = (slug: string) => {
    setExpanded((current) => new Set([...current, slug]));
    setShownSlug(slug);
    onSelect?.(slug);
  };

  if (!selected && !results) return null;
  const heading = results?.heading ?? selected?.title;
  const headingText = results?.headingText ?? selected?.name ?? '';
  const blurb = results?.summary ?? selected?.blurb;
  const shown = results?.products ?? selected?.products ?? [];

  return (
    <div className={styles.layout}>
      <div className={styles.top}>
        {search && <div className={styles.search}>{search}</div>}
        <button
          type="button"
          className={styles.filtersButton}
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_PANEL_ID}
          disabled={!live}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {activeFilters > 0 ? countText(locale, activeFilters, text.filtersButtonCount) : text.filtersButton}
        </button>
      </div>

      <div id={FILTERS_PANEL_ID} className={styles.panel} data-open={filtersOpen || undefined}>
        <nav ref={listRef} className={styles.categories} aria-labelledby="product-categories-heading">
          <h2 id="product-categories-heading" className={styles.categoriesHeading}>
            {text.categoriesHeading}
          </h2>
          <ul className={styles.categoryList}>
            {categories.map((category) => {
              const isSelected = category.slug === selected?.slug;
              const isExpanded = expanded.has(category.slug);
              const listId = `category-${category.slug}-products`;
              return (
                <li key={category.slug} className={styles.category} data-selected={isSelected || undefined}>
                  <CategoryButton
                    label={category.label}
                    count={category.products.length}
                    countText={countText(locale, category.products.length, text.productCount)}
                    className={styles.categoryButton}
                    aria-expanded={isExpanded}
                    aria-controls={listId}
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={() => choose(category.slug)}
                  />
                  <ul id={listId} className={styles.productNames} hidden={!isExpanded}>
                    {category.names}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        {filters && <div className={styles.filters}>{filters}</div>}
      </div>

      <section className={styles.results} aria-labelledby="selected-category-heading">
        <header className={styles.resultsHeader} aria-live="polite">
          <h2 id="selected-category-heading" className={styles.resultsHeading}>
            {heading}
          </h2>
          {blurb && <p className={styles.blurb}>{blurb}</p>}
        </header>
        {shown.length === 0 ? (
          (results?.empty ?? <p className={styles.empty}>{text.empty}</p>)
        ) : (
          <ul className={styles.grid} aria-label={fill(text.productsIn, { category: headingText })}>
            {shown.map((product) => (
              <li key={product.id} className={styles.cardItem}>
                {product.card}
                {quote && (
                  <div className={styles.cardQuote}>
                    <AddToQuote
                      {...quote}
                      productId={product.id}
                      describedBy={cardNameId(product.id)}
                      variant="card"
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
