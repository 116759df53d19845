import { endpoints } from '@/lib/api/contract';
import { resumeWebhookEndpoint } from '@/features/webhooks/data';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** "Resume" a paused endpoint: what waited for it is sent now. */
export const POST = adminRoute('settings', async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.webhookResume(id).POST, found(await resumeWebhookEndpoint(id)));
});
