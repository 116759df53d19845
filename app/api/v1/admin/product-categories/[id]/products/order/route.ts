import { endpoints } from '@/lib/api/contract';
import { reorderProducts } from '@/features/products/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { reorderSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const { ids } = await jsonInput(request, reorderSchema);
  return ok(endpoints.productCategoryProductsOrder(id).PUT, { ids: found(await reorderProducts(id, ids)) });
});
