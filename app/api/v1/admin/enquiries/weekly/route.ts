import { endpoints } from '@/lib/api/contract';
import { requestsPerWeek } from '@/features/enquiries/requestsPerWeek';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The Dashboard's requests per week over the last 26 weeks, by kind and by destination. */
export const GET = adminRoute('enquiries', {}, async () =>
  ok(endpoints.requestsPerWeek.GET, await requestsPerWeek()),
);
