import { endpoints } from '@/lib/api/contract';
import { deleteWebhookEndpoint, updateWebhookEndpoint } from '@/features/webhooks/data';
import { webhookEndpointSchema } from '@/features/webhooks/adminValidation';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

export const PUT = adminRoute(
  'settings',
  { params: { id: idSegment }, body: json(webhookEndpointSchema) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.webhook(id).PUT, found(await updateWebhookEndpoint(id, input)));
  },
);

export const DELETE = adminRoute('settings', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteWebhookEndpoint(id));
  return ok(endpoints.webhook(id).DELETE, { deleted: true });
});
