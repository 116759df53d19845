import { endpoints } from '@/lib/api/contract';
import { setBlogPostPublished } from '@/features/blog/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const { published } = await jsonInput(request, publishSchema);
  return ok(endpoints.blogPostPublished(id).PUT, found(await setBlogPostPublished(id, published)));
});
