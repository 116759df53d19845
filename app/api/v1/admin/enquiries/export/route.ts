import { adminEnquiriesText } from '@/content/adminEnquiries';
import { enquiriesCsv } from '@/lib/data/enquiries';
import { csvDownload } from '@/lib/export/csv';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { enquiriesQuerySchema } from '@/lib/validation/operations';

/** The enquiries of the list's search, every page, as a CSV file. */
export const GET = adminRoute('enquiries', async ({ request }) => {
  const query = queryInput(request, enquiriesQuerySchema);
  return csvDownload(adminEnquiriesText.csvFileStem, await enquiriesCsv(query), query);
});
