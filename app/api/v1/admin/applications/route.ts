import { endpoints } from '@/lib/api/contract';
import { listApplications } from '@/features/careers/applications';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { applicationsQuerySchema } from '@/features/careers/adminValidation';

/** ?position=&sort=&q=&page= (10 a page, newest first unless sort=oldest). */
export const GET = adminRoute('careers', { query: applicationsQuerySchema }, async ({ query }) => {
  return ok(endpoints.adminApplications.GET, await listApplications(query));
});
