import { Suspense, type ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { defaultCategory } from '@/lib/routing/category';
import type { CategoryBrowserProps, CategoryCatalogueProps } from './withUrlCategory';

/**
 * The products or blog categories with their items. The page stays static: the server renders
 * the default category (the Suspense fallback), and the browser switches to the `?category=` one.
 */
export function CategoryCatalogue<C extends { slug: string }, T>({
  browser: Browser,
  browserFromUrl: BrowserFromUrl,
  categories,
  preferredSlug,
  locale,
  text,
}: {
  browser: ComponentType<CategoryBrowserProps<C, T>>;
  browserFromUrl: ComponentType<CategoryCatalogueProps<C, T>>;
  categories: C[];
  locale: Locale;
  text: T;
  /** The category shown without ?category= (the spec's default), if it exists; else the first. */
  preferredSlug: string;
}) {
  const defaultSlug = defaultCategory(categories, preferredSlug);
  return (
    <Suspense
      fallback={<Browser categories={categories} selectedSlug={defaultSlug} locale={locale} text={text} />}
    >
      <BrowserFromUrl categories={categories} defaultSlug={defaultSlug} locale={locale} text={text} />
    </Suspense>
  );
}
