import { notFound } from 'next/navigation';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { queryOfKey } from '@/lib/routing/finder';
import { ProductsPageBody } from '../../ProductsPageBody';

/**
 * The products listing filtered on the server, for the finder's filter links followed without
 * JavaScript: proxy.ts rewrites `/productPage?application=…` here when every value is a known
 * option (and answers a direct visit with the 404), so each combination is rendered once, then
 * cached like the listing and expired with it. The address the visitor sees stays /productPage?….
 */
export const generateMetadata = fixedPageMetadata('products', (r) => r.products());

export async function generateStaticParams() {
  return [];
}

export default async function FilteredProductsPage({ params }: { params: Promise<{ filters: string }> }) {
  const query = queryOfKey((await params).filters);
  if (!query) notFound();
  return <ProductsPageBody query={query} />;
}
