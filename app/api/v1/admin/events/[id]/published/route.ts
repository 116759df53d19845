import { endpoints } from '@/lib/api/contract';
import { setEventPublished } from '@/features/events/data';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute(
  'content',
  { params: { id: idSegment }, body: json(publishSchema) },
  async ({ params: { id }, body: { published } }) =>
    ok(endpoints.events.published(id).PUT, found(await setEventPublished(id, published))),
);
