import { endpoints } from '@/lib/api/contract';
import { reorderProducts } from '@/features/products/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { reorderSchema } from '@/lib/validation/content';

export const PUT = adminRoute(
  'content',
  { params: { id: idSegment }, body: json(reorderSchema) },
  async ({ params: { id }, body: { ids } }) => {
    return ok(endpoints.productCategoryProductsOrder(id).PUT, { ids: found(await reorderProducts(id, ids)) });
  },
);
