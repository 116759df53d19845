import { adminProductsText } from '@/content/adminProducts';
import { endpoints } from '@/lib/api/contract';
import { deleteProductCategory, readProductCategory, updateProductCategory } from '@/lib/data/products';
import { categoryProblems } from '@/lib/http/categories';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productCategoryUpdateSchema } from '@/lib/validation/content';

export const GET = adminRoute(async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.productCategoryRead(id), found(await readProductCategory(id)));
});

export const PATCH = adminRoute(async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, productCategoryUpdateSchema, formLimit(1));
  return ok(endpoints.productCategory(id), found(await updateProductCategory(id, input)));
});

/** A category that still holds products is refused (409) with how many and what to do. */
export const DELETE = adminRoute(async ({ params }) => {
  const id = idParam(params);
  return categoryProblems(adminProductsText.api, async () => {
    found(await deleteProductCategory(id));
    return ok(endpoints.productCategoryDelete(id), { deleted: true });
  });
});
