import { endpoints } from '@/lib/api/contract';
import { createNews, listNews } from '@/lib/data/news';
import { adminRoute, formInput, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { newsCreateSchema } from '@/lib/validation/content';
import { listQuerySchema, queryValues } from '@/lib/validation/lists';

/** A page of news items, newest first; ?q= searches title and caption. */
export const GET = adminRoute(async ({ request }) => {
  const { searchParams, search } = new URL(request.url);
  const query = listQuerySchema.parse(queryValues(searchParams, Object.keys(listQuerySchema.shape)));
  return ok(endpoints.newsList(search), await listNews(query));
});

export const POST = adminRoute(async ({ request }) => {
  const input = await formInput(request, newsCreateSchema, formLimit(1));
  return ok(endpoints.news, await createNews(input), 201);
});
