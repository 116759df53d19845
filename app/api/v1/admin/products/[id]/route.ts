import { endpoints } from '@/lib/api/contract';
import { deleteProduct, updateProduct } from '@/features/products/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productUpdateSchema } from '@/features/products/adminValidation';

/** The spec's field names (subproductname, …); `category` moves the product to another category. */
export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(productUpdateSchema, formLimit(3)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.product(id).PATCH, found(await updateProduct(id, input)));
  },
);

export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteProduct(id));
  return ok(endpoints.product(id).DELETE, { deleted: true });
});
