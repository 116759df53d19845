import { endpoints } from '@/lib/api/contract';
import { deleteNews, updateNews } from '@/features/news/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { newsUpdateSchema } from '@/features/news/adminValidation';

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(newsUpdateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.newsItem(id).PATCH, found(await updateNews(id, input)));
  },
);

export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteNews(id));
  return ok(endpoints.newsItem(id).DELETE, { deleted: true });
});
