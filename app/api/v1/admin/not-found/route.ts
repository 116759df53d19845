import { endpoints } from '@/lib/api/contract';
import { listNotFound } from '@/features/redirects/data';
import { adminRoute, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { notFoundQuerySchema } from '@/features/redirects/adminValidation';

/** ?sort=recent|hits&q=&page=: the 404 log. */
export const GET = adminRoute('content', async ({ request }) =>
  ok(endpoints.notFoundLog.GET, await listNotFound(queryInput(request, notFoundQuerySchema))),
);
