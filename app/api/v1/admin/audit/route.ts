import { endpoints } from '@/lib/api/contract';
import { listAudit } from '@/lib/data/audit';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { auditQuerySchema } from '@/lib/validation/audit';

/** ?person=&kind=&from=&to=&page= (20 a page, newest first), and everyone the trail names. */
export const GET = adminRoute('audit', async ({ request }) => {
  const query = queryInput(request, auditQuerySchema);
  return ok(endpoints.audit.GET, await listAudit(query));
});
