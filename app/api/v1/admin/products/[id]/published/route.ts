import { endpoints } from '@/lib/api/contract';
import { setProductPublished } from '@/features/products/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute(
  'content',
  { params: { id: idSegment }, body: json(publishSchema) },
  async ({ params: { id }, body: { published } }) => {
    return ok(endpoints.productPublished(id).PUT, found(await setProductPublished(id, published)));
  },
);
