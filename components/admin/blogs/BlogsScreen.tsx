'use client';

import { useSearchParams } from 'next/navigation';
import { QUERY } from '@/lib/routing/routes';
import { parseId } from '@/lib/validation/ids';
import { listQuerySchema } from '@/lib/validation/lists';
import { CategoryDetail } from './CategoryDetail';
import { CategoryList } from './CategoryList';

/**
 * Spec (Admin blogs): the category list, and a category's detail with its posts. The detail is the
 * same page with ?category=<id> (and &page=), so reload, Back and shared links all work.
 */
export function BlogsScreen() {
  const searchParams = useSearchParams();
  const categoryId = parseId(searchParams.get(QUERY.category));
  if (categoryId === null) return <CategoryList />;
  const page = listQuerySchema.shape.page.parse(searchParams.get('page') ?? undefined);
  return <CategoryDetail key={categoryId} id={categoryId} page={page} />;
}
