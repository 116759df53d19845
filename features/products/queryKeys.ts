import type { ProductListKind } from '@/lib/api';

/** The TanStack Query keys of the products screen: every key starts with `all`, so one refresh reaches them all. */
export const productKeys = {
  all: ['admin', 'product-categories'] as const,
  list: ['admin', 'product-categories', 'list'] as const,
  /** A category and (under it) its pages of products. */
  category: (id: number) => ['admin', 'product-categories', id] as const,
  products: (id: number) => ['admin', 'product-categories', id, 'products'] as const,
  /** Products → Lists: the applications or the certifications, with their product counts. */
  lists: (kind: ProductListKind) => ['admin', 'product-categories', 'product-lists', kind] as const,
  /** A product's documents. */
  documents: (productId: number) => ['admin', 'product-categories', 'documents', productId] as const,
};

/** Sub-products shown per page of a category. */
export const PRODUCTS_PAGE_SIZE = 10;
