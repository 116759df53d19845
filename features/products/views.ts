import 'server-only';
/** What the public pages show of the products (the rule: lib/data/views.ts). */
import { chosen } from './options';
import type { SpecRow } from './rows';
import type { ProductLists, ProductTag } from './published';
import type { CategoryWithProducts, Product } from './published';
import { categoryRef, pick, type NamedCategory } from '@/lib/data/views';
import { foldForSearch } from '@/lib/text/searchText';

/**
 * A category of the products listing, each product with what the finder filters by: the slugs of
 * its applications and certifications, its form, and its words folded for the search box.
 */
export function catalogueCategory(category: CategoryWithProducts, lists: ProductLists) {
  const slugsOf = (ids: number[], list: ProductTag[]) => chosen(ids, list).map((o) => o.slug);
  const products = category.products.map((p) => ({
    ...pick(p, ['id', 'name', 'details', 'image', 'form']),
    applications: slugsOf(p.applicationIds, lists.applications),
    certifications: slugsOf(p.certificationIds, lists.certifications),
    searchText: foldForSearch(
      [
        p.name,
        p.details,
        p.botanicalName,
        category.name,
        ...chosen(p.applicationIds, lists.applications).map((o) => o.name),
      ].join(' '),
    ),
  }));
  return { ...pick(category, ['slug', 'name', 'blurb']), products };
}

export function productArticle(
  product: Product,
  category: NamedCategory | undefined,
  specification: SpecRow[],
) {
  const shown = pick(product, ['name', 'details', 'description1', 'description2', 'images']);
  return { ...shown, category: categoryRef(category), specification };
}

/** A product the request page can list: the line's picture, name, packaging choices and minimum. */
export function quoteProduct(product: Product, category: string, moq: string) {
  return {
    ...pick(product, ['id', 'name', 'image']),
    category,
    packaging: product.packaging.split('\n').filter((line) => line.trim()),
    moq,
  };
}
