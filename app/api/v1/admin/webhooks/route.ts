import { endpoints } from '@/lib/api/contract';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/features/webhooks/data';
import { webhookEndpointSchema } from '@/features/webhooks/adminValidation';
import { adminRoute, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Settings → Webhooks (Owners): the endpoints, and a new one (its secret answered once). */
export const GET = adminRoute('settings', async () =>
  ok(endpoints.webhooks.GET, await listWebhookEndpoints()),
);

export const POST = adminRoute('settings', async ({ request }) => {
  const input = await jsonInput(request, webhookEndpointSchema);
  return ok(endpoints.webhooks.POST, await createWebhookEndpoint(input), 201);
});
