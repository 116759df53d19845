import { endpoints } from '@/lib/api/contract';
import { createRedirect, listRedirects } from '@/features/redirects/data';
import { adminRoute, jsonInput, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { redirectSchema, redirectsQuerySchema } from '@/features/redirects/adminValidation';

/** ?q=&page=: the redirects, by source. */
export const GET = adminRoute('content', async ({ request }) =>
  ok(endpoints.redirects.GET, await listRedirects(queryInput(request, redirectsQuerySchema))),
);

export const POST = adminRoute('content', async ({ request }) => {
  const input = await jsonInput(request, redirectSchema);
  return ok(endpoints.redirects.POST, await createRedirect(input), 201);
});
