import { endpoints } from '@/lib/api/contract';
import { setServicePublished } from '@/features/services/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute(
  'content',
  { params: { id: idSegment }, body: json(publishSchema) },
  async ({ params: { id }, body: { published } }) => {
    return ok(endpoints.services.published(id).PUT, found(await setServicePublished(id, published)));
  },
);
