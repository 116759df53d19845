import { adminCareerText } from '@/content/adminCareer';
import { applicationsCsv } from '@/lib/data/applications';
import { CSV_CONTENT_TYPE, csvFileName } from '@/lib/export/csv';
import { attachment } from '@/lib/http/download';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { applicationsQuerySchema } from '@/lib/validation/operations';

/** The applications of the list's filter and search, every page, as a CSV file. */
export const GET = adminRoute(async ({ request }) => {
  const query = queryInput(request, applicationsQuerySchema);
  return attachment(await applicationsCsv(query), {
    filename: csvFileName(adminCareerText.csvFileStem),
    contentType: CSV_CONTENT_TYPE,
  });
});
