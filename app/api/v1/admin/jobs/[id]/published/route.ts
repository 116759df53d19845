import { endpoints } from '@/lib/api/contract';
import { setJobPublished } from '@/features/careers/jobs';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute(
  'careers',
  { params: { id: idSegment }, body: json(publishSchema) },
  async ({ params: { id }, body: { published } }) => {
    return ok(endpoints.jobPublished(id).PUT, found(await setJobPublished(id, published)));
  },
);
