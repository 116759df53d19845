import { QUERY } from './publicPaths';

/** The slug named in the URL when it is one of `categories`, else `defaultSlug`. */
export function selectedCategory(
  searchParams: Pick<URLSearchParams, 'get'> | null,
  categories: readonly { slug: string }[],
  defaultSlug: string,
): string {
  const wanted = searchParams?.get(QUERY.category);
  return wanted && categories.some((c) => c.slug === wanted) ? wanted : defaultSlug;
}

/** The category a listing shows without ?category=: `preferred` (the spec's default) if it exists, else the first. */
export function defaultCategory(categories: readonly { slug: string }[], preferred: string): string {
  return categories.some((c) => c.slug === preferred) ? preferred : (categories[0]?.slug ?? '');
}

/** The query string that selects `slug`, keeping any other parameters. */
export function categoryHref(searchParams: { toString(): string } | null, slug: string): string {
  const params = new URLSearchParams(searchParams?.toString() ?? '');
  params.set(QUERY.category, slug);
  return `?${params.toString()}`;
}
