import { endpoints } from '@/lib/api/contract';
import { setNewsPublished } from '@/features/news/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const { published } = await jsonInput(request, publishSchema);
  return ok(endpoints.newsPublished(id).PUT, found(await setNewsPublished(id, published)));
});
