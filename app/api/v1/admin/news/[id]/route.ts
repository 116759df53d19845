import { endpoints } from '@/lib/api/contract';
import { deleteNews, updateNews } from '@/features/news/data';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { newsUpdateSchema } from '@/features/news/adminValidation';

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, newsUpdateSchema, formLimit(1));
  return ok(endpoints.newsItem(id).PATCH, found(await updateNews(id, input)));
});

export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found(await deleteNews(id));
  return ok(endpoints.newsItem(id).DELETE, { deleted: true });
});
