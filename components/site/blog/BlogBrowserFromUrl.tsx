'use client';

import { useSearchParams } from 'next/navigation';
import { categoryHref, selectedCategory } from '@/lib/routing/category';
import { BlogBrowser } from './BlogBrowser';
import type { BlogListCategory } from './types';

/** Reads and writes the selected blog category in the URL (`?category=`), so it can be shared. */
export function BlogBrowserFromUrl({
  categories,
  defaultSlug,
}: {
  categories: BlogListCategory[];
  defaultSlug: string;
}) {
  const searchParams = useSearchParams();
  return (
    <BlogBrowser
      categories={categories}
      selectedSlug={selectedCategory(searchParams, categories, defaultSlug)}
      onSelect={(slug) => window.history.replaceState(null, '', categoryHref(searchParams, slug))}
    />
  );
}
