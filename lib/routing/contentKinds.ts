import type { Area } from '../auth/areas';

/**
 * The kinds of content that keep a history of versions and go to the Trash when deleted, each
 * declared once: named by its admin API segment (/api/v1/admin/<kind>/…), which is also how the
 * history routes name it (/api/v1/admin/history/<kind>/<id>, /api/v1/admin/trash/<kind>/<id>/restore),
 * with the area of the admin its history, Trash, preview and draft routes belong to, and whether it
 * keeps drafts: then it can be scheduled and previewed on its public page with its draft
 * (/api/v1/admin/preview/<kind>/<id>; a draft is discarded at /api/v1/admin/drafts/<kind>/<id>).
 * What a kind's items are (its table, pages, texts) is its collection's (lib/data/collections.ts).
 */
export const CONTENT_KINDS = {
  products: { area: 'content', drafts: true },
  'product-categories': { area: 'content', drafts: false },
  'blog-posts': { area: 'content', drafts: true },
  'blog-categories': { area: 'content', drafts: false },
  news: { area: 'content', drafts: true },
  services: { area: 'content', drafts: true },
  jobs: { area: 'careers', drafts: true },
  events: { area: 'content', drafts: true },
} as const satisfies Record<string, { area: Area; drafts: boolean }>;

type Kinds = typeof CONTENT_KINDS;
export type HistoryKind = keyof Kinds;
export type PreviewKind = { [K in HistoryKind]: Kinds[K]['drafts'] extends true ? K : never }[HistoryKind];

type NonEmpty<T> = readonly [T, ...T[]];
export const HISTORY_KINDS = Object.keys(CONTENT_KINDS) as unknown as NonEmpty<HistoryKind>;
export const PREVIEW_KINDS = HISTORY_KINDS.filter((kind): kind is PreviewKind =>
  isPreviewKind(kind),
) as unknown as NonEmpty<PreviewKind>;

export function isHistoryKind(value: unknown): value is HistoryKind {
  return typeof value === 'string' && Object.hasOwn(CONTENT_KINDS, value);
}

export function isPreviewKind(value: unknown): value is PreviewKind {
  return isHistoryKind(value) && CONTENT_KINDS[value].drafts;
}

/** The area of the admin a kind's history, Trash, preview and draft routes belong to. */
export function areaOfKind(kind: HistoryKind): Area {
  return CONTENT_KINDS[kind].area;
}

/** How long a deleted item stays in the Trash. */
export const TRASH_DAYS = 30;

/** The lists staff manage for products (Products → Lists). */
export type ProductListKind = 'applications' | 'certifications';
export const PRODUCT_LIST_KINDS = [
  'applications',
  'certifications',
] as const satisfies readonly ProductListKind[];
