import { endpoints } from '@/lib/api/contract';
import { rollWebhookSecret } from '@/features/webhooks/data';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Roll secret": a new signing secret at once, answered once. */
export const POST = adminRoute('settings', async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.webhookSecret(id).POST, found(await rollWebhookSecret(id)));
});
