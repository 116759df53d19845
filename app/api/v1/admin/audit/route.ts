import { endpoints } from '@/lib/api/contract';
import { listAudit } from '@/features/audit/data';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { auditQuerySchema } from '@/features/audit/validation';

/** ?person=&kind=&from=&to=&page= (20 a page, newest first), and everyone the trail names. */
export const GET = adminRoute('audit', { query: auditQuerySchema }, async ({ query }) => {
  return ok(endpoints.audit.GET, await listAudit(query));
});
