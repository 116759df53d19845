import { endpoints } from '@/lib/api/contract';
import { sendWebhookTest } from '@/features/webhooks/data';
import { adminWebhooksText } from '@/features/webhooks/adminText';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { fail, ok } from '@/lib/http/responses';

/**
 * "Send a test event": one delivery of the test event to this endpoint, signed and logged like
 * every delivery and tried now (202: its result is in the attempt log). A paused endpoint is
 * refused (409): nothing is sent to it until it is resumed.
 */
export const POST = adminRoute('settings', { params: { id: idSegment } }, async ({ params: { id } }) => {
  const sent = found(await sendWebhookTest(id));
  if (sent === 'paused') return fail(409, 'webhook_paused', adminWebhooksText.test.paused);
  return ok(endpoints.webhookTest(id).POST, sent, 202);
});
