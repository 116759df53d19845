import { endpoints } from '@/lib/api/contract';
import { listAudit } from '@/features/audit/data';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { auditQuerySchema } from '@/features/audit/validation';

/** ?person=&kind=&from=&to=&page= (20 a page, newest first), and everyone the trail names. */
export const GET = adminRoute('audit', async ({ request }) => {
  const query = queryInput(request, auditQuerySchema);
  return ok(endpoints.audit.GET, await listAudit(query));
});
