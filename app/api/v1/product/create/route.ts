import { endpoints } from '@/lib/api/contract';
import { createProduct } from '@/features/products/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productCreateSchema } from '@/features/products/adminValidation';

/**
 * Spec (section 7): the add sub-product Save posts here, with subproductname,
 * subproductdescription and subproductimage (plus the category and the detail page's fields).
 * Staff only, like everything under /api/v1/admin. Answers the new product with its id.
 */
export const POST = adminRoute(
  'content',
  { body: form(productCreateSchema, formLimit(3)) },
  async ({ body: input }) => {
    return ok(endpoints.productCreate.POST, await createProduct(input), 201);
  },
);
