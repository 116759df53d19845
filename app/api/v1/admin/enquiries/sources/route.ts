import { endpoints } from '@/lib/api/contract';
import { requestsBySource } from '@/features/enquiries/requestsBySource';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The Dashboard's requests of the last 90 days by where their visits came from. */
export const GET = adminRoute('enquiries', {}, async () =>
  ok(endpoints.requestsBySource.GET, await requestsBySource()),
);
