import { endpoints } from '@/lib/api/contract';
import { reorderProductCategories } from '@/features/products/data';
import { adminRoute, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { reorderSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request }) => {
  const { ids } = await jsonInput(request, reorderSchema);
  return ok(endpoints.productCategoriesOrder.PUT, { ids: await reorderProductCategories(ids) });
});
