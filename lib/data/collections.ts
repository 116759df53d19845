import 'server-only';
/**
 * The site's content collections: the one list the shared content machinery reads — History and
 * the Trash, drafts and scheduled publishing (features/history), and the clean-up — passed in by
 * its callers, as the list of background tasks (./tasks.ts) is, so that machinery imports no kind.
 * A kind joins with a line here.
 */
import { eq } from 'drizzle-orm';
import type { PreviewKind } from '@/lib/routing/contentKinds';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { blogCategories, productCategories } from '@/lib/db/schema';
import { defineTask } from '@/lib/tasks/tasks';
import type { Collections } from '@/features/history/collection';
import type { DraftCollections } from '@/features/history/drafts';
import { publishingQueue } from '@/features/history/publishing';
import { publishDueItems as publishDue } from '@/features/history/scheduled';
import { invalidateBlogCategory, postDrafts } from '@/features/blog/data';
import { jobDrafts } from '@/features/careers/jobs';
import { newsDrafts } from '@/features/news/data';
import { invalidateProductCategory, productDrafts } from '@/features/products/data';
import { serviceDrafts } from '@/features/services/data';
import { inBackground } from './cache';
import { log } from '../log/logger.cjs';

/** The kinds with drafts and schedules, by their admin API segment. */
export const DRAFT_COLLECTIONS: DraftCollections = {
  products: productDrafts,
  'blog-posts': postDrafts,
  news: newsDrafts,
  services: serviceDrafts,
  jobs: jobDrafts,
};

/** Every kind History and the Trash keep. */
export const COLLECTIONS: Collections = {
  ...DRAFT_COLLECTIONS,
  'product-categories': { table: productCategories, invalidate: invalidateProductCategory },
  'blog-categories': { table: blogCategories, invalidate: invalidateBlogCategory },
};

/** Whether there is an item `id` of `kind`, published or not. */
export async function draftItemExists(kind: PreviewKind, id: number): Promise<boolean> {
  const { table } = DRAFT_COLLECTIONS[kind];
  const [row] = await getDb().select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** Publishes and unpublishes what is due at `now` (features/history/scheduled.ts) in every collection. */
export function publishDueItems(db: Database, now?: Date) {
  return publishDue(db, DRAFT_COLLECTIONS, now);
}

/** Scheduled publishing's work (its queue: features/history/publishing.ts). */
export const publishingTask = defineTask(publishingQueue.name, publishingQueue.options, async () => {
  const done = await inBackground(() => publishDueItems(getDb()));
  for (const { kind, id, action } of done)
    log.info({ kind, id, action }, `scheduled: ${action} ${kind} ${id}`);
});
