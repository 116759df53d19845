import { endpoints } from '@/lib/api/contract';
import { PRODUCT_LIST_KINDS } from '@/lib/routing/contentKinds';
import { deleteProductTag, updateProductTag } from '@/features/products/lists';
import { idSegment, json, oneOfSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productTagSchema } from '@/features/products/validation';

const params = { kind: oneOfSegment(PRODUCT_LIST_KINDS), id: idSegment };

export const PATCH = adminRoute(
  'content',
  { params, body: json(productTagSchema) },
  async ({ params: { kind, id }, body }) =>
    ok(endpoints.productListItem(kind, id).PATCH, found(await updateProductTag(kind, id, body))),
);

/** The option is also taken off every product that had it. */
export const DELETE = adminRoute('content', { params }, async ({ params: { kind, id } }) => {
  found(await deleteProductTag(kind, id));
  return ok(endpoints.productListItem(kind, id).DELETE, { deleted: true });
});
