import { endpoints } from '@/lib/api/contract';
import { listWebhookAttempts } from '@/features/webhooks/data';
import { adminRoute, found, idParam, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { listQuerySchema } from '@/lib/validation/lists';

/** An endpoint's attempt log, newest first, a page at a time. */
export const GET = adminRoute('settings', async ({ request, params }) => {
  const id = idParam(params);
  return ok(
    endpoints.webhookAttempts(id).GET,
    found(await listWebhookAttempts(id, queryInput(request, listQuerySchema))),
  );
});
