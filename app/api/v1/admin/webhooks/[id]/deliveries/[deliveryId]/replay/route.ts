import { endpoints } from '@/lib/api/contract';
import { replayWebhookDelivery } from '@/features/webhooks/data';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Replay": the delivery is sent again now, with the same event id. */
export const POST = adminRoute('settings', async ({ params }) => {
  const id = idParam(params);
  const deliveryId = idParam(params, 'deliveryId');
  found(await replayWebhookDelivery(id, deliveryId));
  return ok(endpoints.webhookReplay(id, deliveryId).POST, { replayed: true });
});
