'use client';

import { useSearchParams } from 'next/navigation';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { categoryHref, selectedCategory } from '@/lib/routing/category';

/** What a category browser (products, blog) takes: its categories, the one shown, its texts. */
export interface CategoryBrowserProps<C extends { slug: string }, T> {
  categories: C[];
  selectedSlug: string;
  onSelect?: (slug: string) => void;
  locale: Locale;
  text: T;
}

/** What the page gives a category browser; the browser reads the selected one from the URL. */
export interface CategoryCatalogueProps<C extends { slug: string }, T> {
  categories: C[];
  defaultSlug: string;
  locale: Locale;
  text: T;
}

/**
 * A browser that reads and writes its category in the URL (`?category=`), so a choice can be
 * shared and survives a reload. It reads the query on the client: wrap it in Suspense (see
 * CategoryCatalogue), so the page stays static.
 */
export function withUrlCategory<C extends { slug: string }, T>(
  Browser: ComponentType<CategoryBrowserProps<C, T>>,
) {
  return function BrowserFromUrl({ categories, defaultSlug, locale, text }: CategoryCatalogueProps<C, T>) {
    const searchParams = useSearchParams();
    return (
      <Browser
        locale={locale}
        text={text}
        categories={categories}
        selectedSlug={selectedCategory(searchParams, categories, defaultSlug)}
        onSelect={(slug) => window.history.replaceState(null, '', categoryHref(searchParams, slug))}
      />
    );
  };
}
