/**
 * The queue of scheduled publishing: a save sends it for each time it stored (in that save's
 * transaction, so on time to the second); it also runs at the start of every minute (the dialogs'
 * times are to the minute; the run also catches whatever a save did not send, such as items
 * scheduled before the queue existed). Its work, ./scheduled.ts's `publishDueItems` over the list
 * of collections, is defined over that list (lib/data/scheduledPublishing.ts).
 */
import { now as clockNow } from '@/lib/time/clock';
import type { Database, Transaction } from '@/lib/db/connect';
import { taskQueue } from '@/lib/tasks/tasks';

export const publishingQueue = taskQueue('scheduled-publishing', {
  retries: 3,
  delaySeconds: 10,
  maxDelaySeconds: 60,
  holdSeconds: 5 * 60,
  every: '* * * * *',
});

/** Sends the publishing task for the times `row` was saved with (to publish, to unpublish or close), in `tx`. */
export async function keepSchedule(
  tx: Database | Transaction,
  row: { publishAt?: Date | null; unpublishAt?: Date | null; closeAt?: Date | null },
): Promise<void> {
  for (const at of [row.publishAt, row.unpublishAt, row.closeAt]) {
    if (at && at.getTime() > clockNow().getTime()) await publishingQueue.send({}, { tx, startAfter: at });
  }
}
