'use client';

import { CategoriesScreen } from '../common/CategoryList';
import { productCategories } from './categories';
import { ProductList } from './ProductList';

/** Spec: 'All Product Categories', and a category's detail with its sub-products. */
export function ProductsScreen() {
  return <CategoriesScreen screen={productCategories} Detail={ProductList} />;
}
