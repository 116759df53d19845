import { adminRedirectsText } from '@/features/redirects/adminText';
import { redirectsCsv } from '@/features/redirects/data';
import { csvDownload } from '@/lib/export/csv';
import { adminRoute } from '@/lib/http/handler';
import { redirectsQuerySchema } from '@/features/redirects/adminValidation';

/** The redirects of the search, every page, as a CSV file (itself an event of the audit trail). */
export const GET = adminRoute('content', { query: redirectsQuerySchema }, async ({ query }) => {
  return csvDownload(adminRedirectsText.csvFileStem, await redirectsCsv(query), query);
});
