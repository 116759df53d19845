import { endpoints } from '@/lib/api/contract';
import { setNewsPublished } from '@/features/news/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute(
  'content',
  { params: { id: idSegment }, body: json(publishSchema) },
  async ({ params: { id }, body: { published } }) => {
    return ok(endpoints.newsPublished(id).PUT, found(await setNewsPublished(id, published)));
  },
);
