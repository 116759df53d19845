import { endpoints } from '@/lib/api/contract';
import { listEnquiries } from '@/features/enquiries/data';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { enquiriesQuerySchema } from '@/features/enquiries/adminValidation';

/** ?q=&page= (5 a page, newest first) and how many are unread in all. */
export const GET = adminRoute('enquiries', { query: enquiriesQuerySchema }, async ({ query }) => {
  return ok(endpoints.adminEnquiries.GET, await listEnquiries(query));
});
