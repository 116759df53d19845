import { endpoints } from '@/lib/api/contract';
import { PRODUCT_LIST_KINDS } from '@/lib/routing/contentKinds';
import { createProductTag, listProductTags } from '@/features/products/lists';
import { adminRoute, jsonInput, oneOfParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productTagSchema } from '@/features/products/validation';

export const GET = adminRoute('content', async ({ params }) => {
  const kind = oneOfParam(params, 'kind', PRODUCT_LIST_KINDS);
  return ok(endpoints.productList(kind).GET, await listProductTags(kind));
});

export const POST = adminRoute('content', async ({ request, params }) => {
  const kind = oneOfParam(params, 'kind', PRODUCT_LIST_KINDS);
  const input = await jsonInput(request, productTagSchema);
  return ok(endpoints.productList(kind).POST, await createProductTag(kind, input), 201);
});
