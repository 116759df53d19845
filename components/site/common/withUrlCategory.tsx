'use client';

import { useSearchParams } from 'next/navigation';
import type { ComponentType } from 'react';
import { categoryHref, selectedCategory } from '@/lib/routing/category';

/** What a category browser (products, blog) takes: its categories and the one shown. */
export interface CategoryBrowserProps<C extends { slug: string }> {
  categories: C[];
  selectedSlug: string;
  onSelect?: (slug: string) => void;
}

/**
 * A browser that reads and writes its category in the URL (`?category=`), so a choice can be
 * shared and survives a reload. It reads the query on the client: wrap it in Suspense (see
 * CategoryCatalogue), so the page stays static.
 */
export function withUrlCategory<C extends { slug: string }>(Browser: ComponentType<CategoryBrowserProps<C>>) {
  return function BrowserFromUrl({ categories, defaultSlug }: { categories: C[]; defaultSlug: string }) {
    const searchParams = useSearchParams();
    return (
      <Browser
        categories={categories}
        selectedSlug={selectedCategory(searchParams, categories, defaultSlug)}
        onSelect={(slug) => window.history.replaceState(null, '', categoryHref(searchParams, slug))}
      />
    );
  };
}
