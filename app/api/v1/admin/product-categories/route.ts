import { endpoints } from '@/lib/api/contract';
import { createProductCategory, listProductCategories } from '@/features/products/data';
import { adminRoute, formInput, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productCategoryCreateSchema } from '@/features/products/adminValidation';

export const GET = adminRoute('content', async () =>
  ok(endpoints.productCategories.GET, await listProductCategories()),
);

export const POST = adminRoute('content', async ({ request }) => {
  const input = await formInput(request, productCategoryCreateSchema, formLimit(1));
  return ok(endpoints.productCategories.POST, await createProductCategory(input), 201);
});
