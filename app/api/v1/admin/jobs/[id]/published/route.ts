import { endpoints } from '@/lib/api/contract';
import { setJobPublished } from '@/features/careers/jobs';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { publishSchema } from '@/lib/validation/content';

export const PUT = adminRoute('careers', async ({ request, params }) => {
  const id = idParam(params);
  const { published } = await jsonInput(request, publishSchema);
  return ok(endpoints.jobPublished(id).PUT, found(await setJobPublished(id, published)));
});
