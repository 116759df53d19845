import { endpoints } from '@/lib/api/contract';
import { deleteJob, updateJob } from '@/features/careers/jobs';
import { idSegment, json } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { jobSchema } from '@/features/careers/adminValidation';

export const PATCH = adminRoute(
  'careers',
  { params: { id: idSegment }, body: json(jobSchema) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.job(id).PATCH, found(await updateJob(id, input)));
  },
);

/** The opening goes; its applications stay, with the position title they were made for. */
export const DELETE = adminRoute('careers', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteJob(id));
  return ok(endpoints.job(id).DELETE, { deleted: true });
});
