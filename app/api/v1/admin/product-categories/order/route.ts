import { endpoints } from '@/lib/api/contract';
import { reorderProductCategories } from '@/lib/data/products';
import { adminRoute, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { reorderSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request }) => {
  const { ids } = await jsonInput(request, reorderSchema);
  return ok(endpoints.productCategoriesOrder.PUT, { ids: await reorderProductCategories(ids) });
});
