'use client';

import { useSearchParams } from 'next/navigation';
import { categoryHref, selectedCategory } from '@/lib/routing/category';
import { ProductBrowser } from './ProductBrowser';
import type { CatalogueCategory } from './types';

/** Reads and writes the selected category in the URL (`?category=`), so it can be shared. */
export function ProductBrowserFromUrl({
  categories,
  defaultSlug,
}: {
  categories: CatalogueCategory[];
  defaultSlug: string;
}) {
  const searchParams = useSearchParams();
  const selectedSlug = selectedCategory(searchParams, categories, defaultSlug);
  return (
    <ProductBrowser
      categories={categories}
      selectedSlug={selectedSlug}
      onSelect={(slug) => window.history.replaceState(null, '', categoryHref(searchParams, slug))}
    />
  );
}
