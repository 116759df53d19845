import { adminAuditText } from '@/features/audit/adminText';
import { auditCsv } from '@/features/audit/data';
import { csvDownload } from '@/lib/export/csv';
import { adminRoute } from '@/lib/http/handler';
import { auditQuerySchema } from '@/features/audit/validation';

/** The events of the filters, every page, as a CSV file (itself an event of the trail). */
export const GET = adminRoute('audit', { query: auditQuerySchema }, async ({ query }) => {
  return csvDownload(adminAuditText.csvFileStem, await auditCsv(query), query);
});
