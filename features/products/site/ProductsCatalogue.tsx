import { Suspense } from 'react';
import Bidi from '@/components/ui/Bidi';
import type { SiteText } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import { quoteAction } from '@/features/enquiries/quoteAction';
import { defaultCategory } from '@/lib/routing/category';
import type { FinderQuery } from '@/lib/routing/finder';
import { PRODUCT_FORMS } from '@/features/products/validation';
import { ProductFinder, ProductFinderFromUrl, type FinderOptions } from './ProductFinder';
import { ProductCard, ProductNameLinks } from './CatalogueParts';
import type { CatalogueCategory, FinderOption, ListedCategory, ListedOption } from './types';

/** How many of a category's cards are loaded at once: its first row on a wide screen. */
const EAGER_CARDS = 3;

/** The finder's categories, with what it shows drawn here (see ListedCategory). */
function listed(categories: CatalogueCategory[], locale: Locale): ListedCategory[] {
  return categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    label: <Bidi text={category.name} isolate />,
    title: <Bidi text={category.name} />,
    blurb: <Bidi text={category.blurb} />,
    names: <ProductNameLinks products={category.products} locale={locale} />,
    products: category.products.map((product, index) => ({
      id: product.id,
      form: product.form,
      applications: product.applications,
      certifications: product.certifications,
      searchText: product.searchText,
      card: <ProductCard product={product} locale={locale} priority={index < EAGER_CARDS} />,
    })),
  }));
}

const listedOptions = (options: FinderOption[]): ListedOption[] =>
  options.map(({ slug, name }) => ({ slug, label: <Bidi text={name} isolate /> }));

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
    application: listedOptions(lists.applications),
    form: listedOptions(
      PRODUCT_FORMS.filter((form) => formsInUse.has(form)).map((form) => ({
        slug: form,
        name: text.productSpecText.forms[form],
      })),
    ),
    certification: listedOptions(lists.certifications),
  };
  const quote = quoteAction(locale, text.quoteText);
  const props = {
    categories: listed(categories, locale),
    defaultSlug,
    options,
    locale,
    text: pageText,
    quote,
  };
  return (
    <Suspense fallback={<ProductFinder {...props} query={query} />}>
      <ProductFinderFromUrl {...props} />
    </Suspense>
  );
}
