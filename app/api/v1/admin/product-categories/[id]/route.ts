import { endpoints } from '@/lib/api/contract';
import { deleteProductCategory, readProductCategory, updateProductCategory } from '@/features/products/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productCategoryUpdateSchema } from '@/features/products/adminValidation';

export const GET = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  return ok(endpoints.productCategory(id).GET, found(await readProductCategory(id)));
});

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(productCategoryUpdateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.productCategory(id).PATCH, found(await updateProductCategory(id, input)));
  },
);

/** A category that still holds products is refused (409) with how many and what to do. */
export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteProductCategory(id));
  return ok(endpoints.productCategory(id).DELETE, { deleted: true });
});
