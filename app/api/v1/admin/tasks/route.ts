import { endpoints } from '@/lib/api/contract';
import { listFailedTasks } from '@/lib/data/tasks';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The background tasks that used up their tries, newest first (Owners: General settings). */
export const GET = adminRoute('settings', {}, async () =>
  ok(endpoints.failedTasks.GET, await listFailedTasks()),
);
