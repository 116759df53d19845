import { endpoints } from '@/lib/api/contract';
import { createNews, listNews } from '@/features/news/data';
import { adminRoute, formInput, formLimit, queryInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { newsCreateSchema } from '@/features/news/adminValidation';
import { listQuerySchema } from '@/lib/validation/lists';

/** A page of news items, newest first; ?q= searches title and caption. */
export const GET = adminRoute('content', async ({ request }) => {
  return ok(endpoints.news.GET, await listNews(queryInput(request, listQuerySchema)));
});

export const POST = adminRoute('content', async ({ request }) => {
  const input = await formInput(request, newsCreateSchema, formLimit(1));
  return ok(endpoints.news.POST, await createNews(input), 201);
});
