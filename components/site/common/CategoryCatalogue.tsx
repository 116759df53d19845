import { Suspense, type ComponentType } from 'react';
import type { CategoryBrowserProps } from './withUrlCategory';

/**
 * The products or blog categories with their items. The page stays static: the server renders
 * the default category (the Suspense fallback), and the browser switches to the `?category=` one.
 */
export function CategoryCatalogue<C extends { slug: string }>({
  browser: Browser,
  browserFromUrl: BrowserFromUrl,
  categories,
  preferredSlug,
}: {
  browser: ComponentType<CategoryBrowserProps<C>>;
  browserFromUrl: ComponentType<{ categories: C[]; defaultSlug: string }>;
  categories: C[];
  /** The category shown without ?category= (the spec's default), if it exists; else the first. */
  preferredSlug: string;
}) {
  const defaultSlug = categories.some((c) => c.slug === preferredSlug)
    ? preferredSlug
    : (categories[0]?.slug ?? '');
  return (
    <Suspense fallback={<Browser categories={categories} selectedSlug={defaultSlug} />}>
      <BrowserFromUrl categories={categories} defaultSlug={defaultSlug} />
    </Suspense>
  );
}
