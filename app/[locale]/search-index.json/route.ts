import { buildSearchIndex } from '@/features/search/searchIndex';
import { COLLECTIONS } from '@/lib/data/collections';
import { isLocale, LOCALES } from '@/lib/i18n/locales';

/**
 * The site search's index of one language (/search-index.json, /ar/search-index.json): static like
 * the pages, rendered at build and again after a staff save that expires the tags of what it read
 * (features/search/searchIndex.ts); a CDN keeps it under the same keys as the pages.
 */
export const revalidate = 86400;
// Only the site's languages: /artwork/search-index.json (a path proxy.ts skips) is no index.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/search-index.json'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(await buildSearchIndex(locale, COLLECTIONS));
}
