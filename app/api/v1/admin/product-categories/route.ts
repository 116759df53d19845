import { endpoints } from '@/lib/api/contract';
import { createProductCategory, listProductCategories } from '@/features/products/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productCategoryCreateSchema } from '@/features/products/adminValidation';

export const GET = adminRoute('content', {}, async () =>
  ok(endpoints.productCategories.GET, await listProductCategories()),
);

export const POST = adminRoute(
  'content',
  { body: form(productCategoryCreateSchema, formLimit(1)) },
  async ({ body: input }) => {
    return ok(endpoints.productCategories.POST, await createProductCategory(input), 201);
  },
);
