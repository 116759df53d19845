/**
 * The kinds of content that keep a history of versions and go to the Trash when deleted, named by
 * their admin API segment (/api/v1/admin/<kind>/…), which is also how the history routes name them
 * (/api/v1/admin/history/<kind>/<id>, /api/v1/admin/trash/<kind>/<id>/restore).
 */
export const HISTORY_KINDS = [
  'products',
  'product-categories',
  'blog-posts',
  'blog-categories',
  'news',
  'services',
  'jobs',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export function isHistoryKind(value: unknown): value is HistoryKind {
  return typeof value === 'string' && (HISTORY_KINDS as readonly string[]).includes(value);
}

/** How long a deleted item stays in the Trash. */
export const TRASH_DAYS = 30;

/**
 * The kinds that keep drafts, can be scheduled and previewed on their public page with their draft
 * (/api/v1/admin/preview/<kind>/<id>; a draft is discarded at /api/v1/admin/drafts/<kind>/<id>).
 */
export const PREVIEW_KINDS = [
  'products',
  'blog-posts',
  'news',
  'services',
  'jobs',
] as const satisfies readonly HistoryKind[];
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export function isPreviewKind(value: unknown): value is PreviewKind {
  return typeof value === 'string' && (PREVIEW_KINDS as readonly string[]).includes(value);
}

/** The lists staff manage for products (Products → Lists). */
export type ProductListKind = 'applications' | 'certifications';
export const PRODUCT_LIST_KINDS = [
  'applications',
  'certifications',
] as const satisfies readonly ProductListKind[];
