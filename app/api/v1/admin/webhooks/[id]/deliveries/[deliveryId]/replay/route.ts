import { endpoints } from '@/lib/api/contract';
import { replayWebhookDelivery } from '@/features/webhooks/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Replay": the delivery is sent again now, with the same event id. */
export const POST = adminRoute(
  'settings',
  { params: { id: idSegment, deliveryId: idSegment } },
  async ({ params: { id, deliveryId } }) => {
    found(await replayWebhookDelivery(id, deliveryId));
    return ok(endpoints.webhookReplay(id, deliveryId).POST, { replayed: true });
  },
);
