import { adminAuditText } from '@/content/adminAudit';
import { auditCsv } from '@/lib/data/audit';
import { csvDownload } from '@/lib/export/csv';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { auditQuerySchema } from '@/lib/validation/audit';

/** The events of the filters, every page, as a CSV file (itself an event of the trail). */
export const GET = adminRoute('audit', async ({ request }) => {
  const query = queryInput(request, auditQuerySchema);
  return csvDownload(adminAuditText.csvFileStem, await auditCsv(query), query);
});
