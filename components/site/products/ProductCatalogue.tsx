import { Suspense } from 'react';
import { ProductBrowser } from './ProductBrowser';
import { ProductBrowserFromUrl } from './ProductBrowserFromUrl';
import type { CatalogueCategory } from './types';

/**
 * The category list and product grid. The page stays static: the server renders the default
 * category (the Suspense fallback), and the browser switches to the `?category=` one.
 */
export function ProductCatalogue({
  categories,
  defaultSlug,
}: {
  categories: CatalogueCategory[];
  defaultSlug: string;
}) {
  return (
    <Suspense fallback={<ProductBrowser categories={categories} selectedSlug={defaultSlug} />}>
      <ProductBrowserFromUrl categories={categories} defaultSlug={defaultSlug} />
    </Suspense>
  );
}
