import { endpoints } from '@/lib/api/contract';
import { deleteWebhookEndpoint, updateWebhookEndpoint } from '@/features/webhooks/data';
import { webhookEndpointSchema } from '@/features/webhooks/adminValidation';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

export const PUT = adminRoute('settings', async ({ request, params }) => {
  const id = idParam(params);
  const input = await jsonInput(request, webhookEndpointSchema);
  return ok(endpoints.webhook(id).PUT, found(await updateWebhookEndpoint(id, input)));
});

export const DELETE = adminRoute('settings', async ({ params }) => {
  const id = idParam(params);
  found(await deleteWebhookEndpoint(id));
  return ok(endpoints.webhook(id).DELETE, { deleted: true });
});
