'use client';

import { useSearchParams } from 'next/navigation';
import { QUERY } from '@/lib/routing/routes';
import { parseId } from '@/lib/validation/ids';
import { listQuerySchema } from '@/lib/validation/lists';
import { CategoryDetail } from './CategoryDetail';
import { CategoryList } from './CategoryList';

/**
 * Spec: 'All Product Categories', and a category's detail with its sub-products. The open category
 * (and page) live in the URL (`?category=3&page=2`), so /admin/products stays one static page and
 * reload, back and shared links show the same view.
 */
export function ProductsScreen() {
  const params = useSearchParams();
  const categoryId = parseId(params.get(QUERY.category));
  const page = listQuerySchema.shape.page.parse(params.get(QUERY.page) ?? undefined);
  if (categoryId === null) return <CategoryList />;
  return <CategoryDetail key={categoryId} id={categoryId} page={page} />;
}
