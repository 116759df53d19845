import { endpoints } from '@/lib/api/contract';
import { createRedirect, listRedirects } from '@/features/redirects/data';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { redirectSchema, redirectsQuerySchema } from '@/features/redirects/adminValidation';

/** ?q=&page=: the redirects, by source. */
export const GET = adminRoute('content', { query: redirectsQuerySchema }, async ({ query }) =>
  ok(endpoints.redirects.GET, await listRedirects(query)),
);

export const POST = adminRoute('content', { body: json(redirectSchema) }, async ({ body: input }) => {
  return ok(endpoints.redirects.POST, await createRedirect(input), 201);
});
