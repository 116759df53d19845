import { endpoints } from '@/lib/api/contract';
import { PRODUCT_LIST_KINDS } from '@/lib/routing/contentKinds';
import { deleteProductTag, updateProductTag } from '@/features/products/lists';
import { adminRoute, found, idParam, jsonInput, oneOfParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productTagSchema } from '@/features/products/validation';

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const [kind, id] = [oneOfParam(params, 'kind', PRODUCT_LIST_KINDS), idParam(params)];
  const input = await jsonInput(request, productTagSchema);
  return ok(endpoints.productListItem(kind, id).PATCH, found(await updateProductTag(kind, id, input)));
});

/** The option is also taken off every product that had it. */
export const DELETE = adminRoute('content', async ({ params }) => {
  const [kind, id] = [oneOfParam(params, 'kind', PRODUCT_LIST_KINDS), idParam(params)];
  found(await deleteProductTag(kind, id));
  return ok(endpoints.productListItem(kind, id).DELETE, { deleted: true });
});
