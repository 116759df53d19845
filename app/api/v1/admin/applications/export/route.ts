import { adminCareerText } from '@/features/careers/adminText';
import { applicationsCsv } from '@/features/careers/applications';
import { csvDownload } from '@/lib/export/csv';
import { adminRoute } from '@/lib/http/handler';
import { applicationsQuerySchema } from '@/features/careers/adminValidation';

/** The applications of the list's filter and search, every page, as a CSV file. */
export const GET = adminRoute('careers', { query: applicationsQuerySchema }, async ({ query }) => {
  return csvDownload(adminCareerText.csvFileStem, await applicationsCsv(query), query);
});
