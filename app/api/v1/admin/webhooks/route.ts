import { endpoints } from '@/lib/api/contract';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/features/webhooks/data';
import { webhookEndpointSchema } from '@/features/webhooks/adminValidation';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Settings → Webhooks (Owners): the endpoints, and a new one (its secret answered once). */
export const GET = adminRoute('settings', {}, async () =>
  ok(endpoints.webhooks.GET, await listWebhookEndpoints()),
);

export const POST = adminRoute('settings', { body: json(webhookEndpointSchema) }, async ({ body: input }) => {
  return ok(endpoints.webhooks.POST, await createWebhookEndpoint(input), 201);
});
