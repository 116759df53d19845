import { endpoints } from '@/lib/api/contract';
import { listWebhookAttempts } from '@/features/webhooks/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { listQuerySchema } from '@/lib/validation/lists';

/** An endpoint's attempt log, newest first, a page at a time. */
export const GET = adminRoute(
  'settings',
  { params: { id: idSegment }, query: listQuerySchema },
  async ({ params: { id }, query }) => {
    return ok(endpoints.webhookAttempts(id).GET, found(await listWebhookAttempts(id, query)));
  },
);
