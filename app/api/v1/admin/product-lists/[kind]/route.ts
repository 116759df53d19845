import { endpoints } from '@/lib/api/contract';
import { PRODUCT_LIST_KINDS } from '@/lib/routing/contentKinds';
import { createProductTag, listProductTags } from '@/features/products/lists';
import { json, oneOfSegment } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { productTagSchema } from '@/features/products/validation';

const params = { kind: oneOfSegment(PRODUCT_LIST_KINDS) };

export const GET = adminRoute('content', { params }, async ({ params: { kind } }) =>
  ok(endpoints.productList(kind).GET, await listProductTags(kind)),
);

export const POST = adminRoute(
  'content',
  { params, body: json(productTagSchema) },
  async ({ params: { kind }, body }) =>
    ok(endpoints.productList(kind).POST, await createProductTag(kind, body), 201),
);
