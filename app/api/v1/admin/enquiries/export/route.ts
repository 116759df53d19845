import { adminEnquiriesText } from '@/content/adminEnquiries';
import { enquiriesCsv } from '@/lib/data/enquiries';
import { CSV_CONTENT_TYPE, csvFileName } from '@/lib/export/csv';
import { attachment } from '@/lib/http/download';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { enquiriesQuerySchema } from '@/lib/validation/operations';

/** The enquiries of the list's search, every page, as a CSV file. */
export const GET = adminRoute(async ({ request }) => {
  const query = queryInput(request, enquiriesQuerySchema);
  return attachment(await enquiriesCsv(query), {
    filename: csvFileName(adminEnquiriesText.csvFileStem),
    contentType: CSV_CONTENT_TYPE,
  });
});
