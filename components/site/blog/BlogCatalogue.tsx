import { Suspense } from 'react';
import { BlogBrowser } from './BlogBrowser';
import { BlogBrowserFromUrl } from './BlogBrowserFromUrl';
import type { BlogListCategory } from './types';

/**
 * Categories and posts of the blog. The page stays static: the server renders the default
 * category (the Suspense fallback), and the browser switches to the `?category=` one.
 */
export function BlogCatalogue({
  categories,
  defaultSlug,
}: {
  categories: BlogListCategory[];
  defaultSlug: string;
}) {
  return (
    <Suspense fallback={<BlogBrowser categories={categories} selectedSlug={defaultSlug} />}>
      <BlogBrowserFromUrl categories={categories} defaultSlug={defaultSlug} />
    </Suspense>
  );
}
