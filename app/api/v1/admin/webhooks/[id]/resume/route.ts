import { endpoints } from '@/lib/api/contract';
import { resumeWebhookEndpoint } from '@/features/webhooks/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Resume" a paused endpoint: what waited for it is sent now. */
export const POST = adminRoute('settings', { params: { id: idSegment } }, async ({ params: { id } }) => {
  return ok(endpoints.webhookResume(id).POST, found(await resumeWebhookEndpoint(id)));
});
