/** How long a deleted item stays in the Trash. */
export const TRASH_DAYS = 30;

/** The lists staff manage for products (Products → Lists). */
export type ProductListKind = 'applications' | 'certifications';
export const PRODUCT_LIST_KINDS = [
  'applications',
  'certifications',
] as const satisfies readonly ProductListKind[];
