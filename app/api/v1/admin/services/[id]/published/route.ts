import { endpoints } from '@/lib/api/contract';
import { setServicePublished } from '@/features/services/data';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const { published } = await jsonInput(request, publishSchema);
  return ok(endpoints.servicePublished(id).PUT, found(await setServicePublished(id, published)));
});
