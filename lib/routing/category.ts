/** The `?category=` query parameter of the products and blog listings. */
export const CATEGORY_PARAM = 'category';

/** The slug named in the URL when it is one of `categories`, else `defaultSlug`. */
export function selectedCategory(
  searchParams: Pick<URLSearchParams, 'get'> | null,
  categories: readonly { slug: string }[],
  defaultSlug: string,
): string {
  const wanted = searchParams?.get(CATEGORY_PARAM);
  return wanted && categories.some((c) => c.slug === wanted) ? wanted : defaultSlug;
}

/** The query string that selects `slug`, keeping any other parameters. */
export function categoryHref(searchParams: { toString(): string } | null, slug: string): string {
  const params = new URLSearchParams(searchParams?.toString() ?? '');
  params.set(CATEGORY_PARAM, slug);
  return `?${params.toString()}`;
}
