import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { defineTask } from '@/lib/tasks/tasks';
import { publishingQueue } from '@/features/history/publishing';
import { publishDueItems as publishDue } from '@/features/history/scheduled';
import { mayPublishScheduled } from '@/features/translations/data';
import { inBackground } from './cache';
import { DRAFT_COLLECTIONS } from './collections';
import { log } from '../log/logger.cjs';

/** Publishes and unpublishes what is due at `now` (features/history/scheduled.ts) in every collection. */
export function publishDueItems(db: Database, now?: Date) {
  return publishDue(db, DRAFT_COLLECTIONS, mayPublishScheduled, now);
}

/** Scheduled publishing's work (its queue: features/history/publishing.ts). */
export const publishingTask = defineTask(publishingQueue.name, publishingQueue.options, async () => {
  const done = await inBackground(() => publishDueItems(getDb()));
  for (const { kind, id, action } of done)
    log.info({ kind, id, action }, `scheduled: ${action} ${kind} ${id}`);
});
