import { endpoints } from '@/lib/api/contract';
import { createJob, listJobs } from '@/features/careers/jobs';
import { adminRoute, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { jobSchema } from '@/features/careers/adminValidation';

export const GET = adminRoute('careers', async () => ok(endpoints.jobs.GET, await listJobs()));

export const POST = adminRoute('careers', async ({ request }) => {
  const input = await jsonInput(request, jobSchema);
  return ok(endpoints.jobs.POST, await createJob(input), 201);
});
