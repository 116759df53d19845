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
import type { Collections, DraftCollections } from './collection';
import { blogCategoryCollection, blogPostCollection } from '@/features/blog/collection';
import { jobCollection } from '@/features/careers/collection';
import { eventCollection } from '@/features/events/collection';
import { newsCollection } from '@/features/news/collection';
import { productCategoryCollection, productCollection } from '@/features/products/collection';
import { serviceCollection } from '@/features/services/collection';

/** The kinds with drafts and schedules, by their admin API segment. */
export const DRAFT_COLLECTIONS: DraftCollections = {
  products: productCollection,
  'blog-posts': blogPostCollection,
  news: newsCollection,
  services: serviceCollection,
  jobs: jobCollection,
  events: eventCollection,
};

/** Every kind History and the Trash keep. */
export const COLLECTIONS: Collections = {
  ...DRAFT_COLLECTIONS,
  'product-categories': productCategoryCollection,
  'blog-categories': blogCategoryCollection,
};

/** Their tables, which the migrations give the content triggers (lib/db/migrate.ts): what makes a table content. */
export const CONTENT_TABLES = Object.values(COLLECTIONS).map((collection) => getTableName(collection.table));
