import { endpoints } from '@/lib/api/contract';
import { retryFailedTask } from '@/lib/data/tasks';
import { adminRoute, found } from '@/lib/http/handler';
import { textSegment } from '@/lib/http/input';
import { ok } from '@/lib/http/responses';

/** Runs a failed background task again, now (its cause fixed: the mail server, the CDN). */
export const POST = adminRoute(
  'settings',
  { params: { name: textSegment(100), id: textSegment(100) } },
  async ({ params: { name, id } }) => {
    found(await retryFailedTask(name, id));
    return ok(endpoints.taskRetry(name, id).POST, { retried: true });
  },
);
