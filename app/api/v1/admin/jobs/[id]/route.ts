import { endpoints } from '@/lib/api/contract';
import { deleteJob, updateJob } from '@/features/careers/jobs';
import { adminRoute, found, idParam, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { jobSchema } from '@/features/careers/adminValidation';

export const PATCH = adminRoute('careers', async ({ request, params }) => {
  const id = idParam(params);
  const input = await jsonInput(request, jobSchema);
  return ok(endpoints.job(id).PATCH, found(await updateJob(id, input)));
});

/** The opening goes; its applications stay, with the position title they were made for. */
export const DELETE = adminRoute('careers', async ({ params }) => {
  const id = idParam(params);
  found(await deleteJob(id));
  return ok(endpoints.job(id).DELETE, { deleted: true });
});
