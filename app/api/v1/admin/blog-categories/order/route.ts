import { endpoints } from '@/lib/api/contract';
import { reorderBlogCategories } from '@/features/blog/data';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { reorderSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', { body: json(reorderSchema) }, async ({ body: { ids } }) => {
  return ok(endpoints.blogCategoriesOrder.PUT, { ids: await reorderBlogCategories(ids) });
});
