import { endpoints } from '@/lib/api/contract';
import { createNews, listNews } from '@/features/news/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { newsCreateSchema } from '@/features/news/adminValidation';
import { listQuerySchema } from '@/lib/validation/lists';

/** A page of news items, newest first; ?q= searches title and caption. */
export const GET = adminRoute('content', { query: listQuerySchema }, async ({ query }) => {
  return ok(endpoints.news.GET, await listNews(query));
});

export const POST = adminRoute(
  'content',
  { body: form(newsCreateSchema, formLimit(1)) },
  async ({ body: input }) => {
    return ok(endpoints.news.POST, await createNews(input), 201);
  },
);
