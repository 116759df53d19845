import { endpoints } from '@/lib/api/contract';
import { rollWebhookSecret } from '@/features/webhooks/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Roll secret": a new signing secret at once, answered once. */
export const POST = adminRoute('settings', { params: { id: idSegment } }, async ({ params: { id } }) => {
  return ok(endpoints.webhookSecret(id).POST, found(await rollWebhookSecret(id)));
});
