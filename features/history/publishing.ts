/**
 * The task of scheduled publishing (lib/tasks): it runs ./scheduled.ts's `publishDueItems` at
 * each time a save stored (sent with that save's transaction, so on time to the second) and at
 * the start of every minute (the dialogs' times are to the minute; the run also catches whatever
 * a save did not send, such as items scheduled before the queue existed).
 */
import { now as clockNow } from '@/lib/time/clock';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { defineTask } from '@/lib/tasks/tasks';
import { inBackground } from '@/lib/data/cache';

export const publishingTask = defineTask(
  'scheduled-publishing',
  { retries: 3, delaySeconds: 10, maxDelaySeconds: 60, holdSeconds: 5 * 60, every: '* * * * *' },
  async () => {
    // Loaded when it runs: scheduled.ts publishes through drafts.ts, which sends this task.
    const { publishDueItems } = await import('./scheduled');
    const done = await inBackground(() => publishDueItems(getDb()));
    for (const { kind, id, action } of done) console.info(`[scheduled] ${action} ${kind} ${id}`);
  },
);

/** Sends the publishing task for the times `row` was saved with (to publish, to unpublish or close), in `tx`. */
export async function keepSchedule(
  tx: Database | Transaction,
  row: { publishAt?: Date | null; unpublishAt?: Date | null; closeAt?: Date | null },
): Promise<void> {
  for (const at of [row.publishAt, row.unpublishAt, row.closeAt]) {
    if (at && at.getTime() > clockNow().getTime()) await publishingTask.send({}, { tx, startAfter: at });
  }
}
