import { endpoints } from '@/lib/api/contract';
import { listProductsOf } from '@/features/products/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { listQuerySchema } from '@/lib/validation/lists';

/** A category's products (published or not) in display order, a page at a time (?page=&pageSize=). */
export const GET = adminRoute(
  'content',
  { params: { id: idSegment }, query: listQuerySchema },
  async ({ params: { id }, query }) => {
    const page = found(await listProductsOf(id, query));
    return ok(endpoints.productCategoryProducts(id).GET, page);
  },
);
