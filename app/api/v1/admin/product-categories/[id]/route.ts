import { endpoints } from '@/lib/api/contract';
import { deleteProductCategory, readProductCategory, updateProductCategory } from '@/features/products/data';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productCategoryUpdateSchema } from '@/features/products/adminValidation';

export const GET = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.productCategory(id).GET, found(await readProductCategory(id)));
});

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, productCategoryUpdateSchema, formLimit(1));
  return ok(endpoints.productCategory(id).PATCH, found(await updateProductCategory(id, input)));
});

/** A category that still holds products is refused (409) with how many and what to do. */
export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found(await deleteProductCategory(id));
  return ok(endpoints.productCategory(id).DELETE, { deleted: true });
});
