import { endpoints } from '@/lib/api/contract';
import { createJob, listJobs } from '@/features/careers/jobs';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { jobSchema } from '@/features/careers/adminValidation';

export const GET = adminRoute('careers', {}, async () => ok(endpoints.jobs.GET, await listJobs()));

export const POST = adminRoute('careers', { body: json(jobSchema) }, async ({ body: input }) => {
  return ok(endpoints.jobs.POST, await createJob(input), 201);
});
