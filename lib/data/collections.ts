/**
 * The site's content collections: the one list the shared content machinery reads — History and
 * the Trash, drafts and scheduled publishing (features/history), the Translations screen and
 * "Publish only with its Arabic" (features/translations), the clean-up — passed in by its callers,
 * as the list of background tasks (./tasks.ts) is, so that machinery imports no kind. Each kind is
 * declared once, in its feature (features/<kind>/collection.ts), and joins with a line here. What
 * runs over the list (scheduled publishing) is ./scheduledPublishing.ts: this list imports only the
 * declarations, which import nothing that reads it.
 */
import { getTableName } from 'drizzle-orm';
import type { RouteArea } from '@/lib/auth/permissions';
import type { ContentCollection, DraftKind } from './collection';
import { blogCategoryCollection, blogPostCollection } from '@/features/blog/collection';
import { jobCollection } from '@/features/careers/collection';
import { eventCollection } from '@/features/events/collection';
import { newsCollection } from '@/features/news/collection';
import { productCategoryCollection, productCollection } from '@/features/products/collection';
import { serviceCollection } from '@/features/services/collection';

/** The kinds with drafts and schedules, by their admin API segment. */
export const DRAFT_COLLECTIONS = {
  products: productCollection,
  'blog-posts': blogPostCollection,
  news: newsCollection,
  services: serviceCollection,
  jobs: jobCollection,
  events: eventCollection,
} satisfies Record<string, DraftKind>;

/** Every kind History and the Trash keep. */
export const COLLECTIONS = {
  ...DRAFT_COLLECTIONS,
  'product-categories': productCategoryCollection,
  'blog-categories': blogCategoryCollection,
} satisfies Record<string, ContentCollection>;

/** A kind History keeps, by its admin API segment; one with drafts (it can be scheduled and previewed). */
export type HistoryKind = keyof typeof COLLECTIONS;
export type PreviewKind = keyof typeof DRAFT_COLLECTIONS;

type NonEmpty<T> = readonly [T, ...T[]];
export const HISTORY_KINDS = Object.keys(COLLECTIONS) as unknown as NonEmpty<HistoryKind>;
export const PREVIEW_KINDS = Object.keys(DRAFT_COLLECTIONS) as unknown as NonEmpty<PreviewKind>;

export function isHistoryKind(value: unknown): value is HistoryKind {
  return typeof value === 'string' && Object.hasOwn(COLLECTIONS, value);
}

/**
 * What the routes of one item of any kind (its history, Trash, preview and draft) declare as their
 * area (lib/http/handler.ts adminRoute): that of the item's kind.
 */
export const ITEM_KIND: RouteArea = {
  ofKind: Object.fromEntries(
    Object.values(COLLECTIONS).map((collection) => [collection.kind, collection.area]),
  ),
};

/** Their tables, which the migrations give the content triggers (lib/db/migrate.ts): what makes a table content. */
export const CONTENT_TABLES = Object.values(COLLECTIONS).map((collection) => getTableName(collection.table));
