'use client';

import { useSearchParams } from 'next/navigation';
import { ADMIN_QUERY } from '@/lib/routing/routes';
import { CategoriesScreen } from '@/components/admin/common/CategoryList';
import { productCategories } from './categories';
import { ProductList } from './ProductList';
import { ProductListsScreen } from './ProductLists';

/**
 * Spec: 'All Product Categories', and a category's detail with its sub-products. Beside them (with
 * ?lists=), the applications and certifications products are tagged with.
 */
export function ProductsScreen() {
  const lists = useSearchParams().get(ADMIN_QUERY.lists);
  if (lists !== null)
    return <ProductListsScreen kind={lists === 'certifications' ? 'certifications' : 'applications'} />;
  return <CategoriesScreen screen={productCategories} Detail={ProductList} />;
}
