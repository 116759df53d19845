import { Suspense } from 'react';
import type { SiteText } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { quoteAction } from '@/features/enquiries/quoteAction';
import { defaultCategory } from '@/lib/routing/category';
import type { FinderQuery } from '@/lib/routing/finder';
import { PRODUCT_FORMS } from '@/features/products/validation';
import { ProductFinder, ProductFinderFromUrl, type FinderOptions } from './ProductFinder';
import type { CatalogueCategory, FinderOption } from './types';

/**
 * The products listing with its finder. The page stays static: the server renders the listing for
 * `query` (none on /productPage itself; the filters of a no-JavaScript filter link on
 * /productPage/filter/…) as the Suspense fallback, and the browser follows the URL from there.
 */
export function ProductsCatalogue({
  categories,
  lists,
  query,
  locale,
  text,
}: {
  categories: CatalogueCategory[];
  lists: { applications: FinderOption[]; certifications: FinderOption[] };
  query: FinderQuery;
  locale: Locale;
  text: SiteText;
}) {
  const pageText = text.productsPageText;
  const defaultSlug = defaultCategory(categories, pageText.defaultCategory);
  const formsInUse = new Set(categories.flatMap((c) => c.products.map((p) => p.form)));
  const options: FinderOptions = {
    application: lists.applications.map(({ slug, name }) => ({ slug, name })),
    form: PRODUCT_FORMS.filter((form) => formsInUse.has(form)).map((form) => ({
      slug: form,
      name: text.productSpecText.forms[form],
    })),
    certification: lists.certifications.map(({ slug, name }) => ({ slug, name })),
  };
  const quote = quoteAction(locale, text.quoteText);
  const props = { categories, defaultSlug, options, locale, text: pageText, quote };
  return (
    <Suspense fallback={<ProductFinder {...props} query={query} />}>
      <ProductFinderFromUrl {...props} />
    </Suspense>
  );
}
