/** Products as the site search finds them (features/search/searchIndex.ts): every published one. */
import type { Locale } from '@/lib/i18n/locales';
import { textFor } from '@/content/text';
import { routesFor } from '@/lib/routing/routes';
import { plainText, type SearchSection } from '@/lib/text/siteSearch';
import { aliases, otherOf, otherTitles } from '@/features/search/searchIndex';
import { getProductLists, listCategoriesWithProducts } from './published';
import { chosen } from './options';

export async function productSearch(locale: Locale): Promise<SearchSection> {
  const [categories, others, lists] = await Promise.all([
    listCategoriesWithProducts(locale),
    listCategoriesWithProducts(otherOf(locale)),
    getProductLists(locale),
  ]);
  const other = otherTitles(
    others.flatMap((c) => c.products),
    (p) => p.name,
  );
  return {
    label: textFor(locale).productsPageText.searchKind,
    docs: categories.flatMap((category) =>
      category.products.map((product) => ({
        id: product.id,
        url: routesFor(locale).product(product.id),
        title: product.name,
        summary: product.details,
        category: category.name,
        body: plainText(`${product.description1}\n\n${product.description2}`),
        aliases: aliases(
          other(product.id, product.name),
          product.botanicalName,
          product.casNumber,
          product.hsCode,
          ...chosen(product.applicationIds, lists.applications).map((option) => option.name),
          ...chosen(product.certificationIds, lists.certifications).map((option) => option.name),
        ),
      })),
    ),
  };
}
