import { endpoints } from '@/lib/api/contract';
import { reorderBlogCategories } from '@/features/blog/data';
import { adminRoute, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { reorderSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request }) => {
  const { ids } = await jsonInput(request, reorderSchema);
  return ok(endpoints.blogCategoriesOrder.PUT, { ids: await reorderBlogCategories(ids) });
});
