import { endpoints } from '@/lib/api/contract';
import { deleteProduct, updateProduct } from '@/features/products/data';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productUpdateSchema } from '@/features/products/adminValidation';

/** The spec's field names (subproductname, …); `category` moves the product to another category. */
export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, productUpdateSchema, formLimit(3));
  return ok(endpoints.product(id).PATCH, found(await updateProduct(id, input)));
});

export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found(await deleteProduct(id));
  return ok(endpoints.product(id).DELETE, { deleted: true });
});
