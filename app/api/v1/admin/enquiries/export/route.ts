import { adminEnquiriesText } from '@/features/enquiries/adminText';
import { enquiriesCsv } from '@/features/enquiries/data';
import { csvDownload } from '@/lib/export/csv';
import { adminRoute } from '@/lib/http/handler';
import { enquiriesQuerySchema } from '@/features/enquiries/adminValidation';

/** The enquiries of the list's search, every page, as a CSV file. */
export const GET = adminRoute('enquiries', { query: enquiriesQuerySchema }, async ({ query }) => {
  return csvDownload(adminEnquiriesText.csvFileStem, await enquiriesCsv(query), query);
});
