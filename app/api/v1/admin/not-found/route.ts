import { endpoints } from '@/lib/api/contract';
import { listNotFound } from '@/features/redirects/data';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { notFoundQuerySchema } from '@/features/redirects/adminValidation';

/** ?sort=recent|hits&q=&page=: the 404 log. */
export const GET = adminRoute('content', { query: notFoundQuerySchema }, async ({ query }) =>
  ok(endpoints.notFoundLog.GET, await listNotFound(query)),
);
