import { endpoints } from '@/lib/api/contract';
import { createJob, listJobs } from '@/lib/data/jobs';
import { adminRoute, jsonInput } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { jobSchema } from '@/lib/validation/operations';

export const GET = adminRoute(async () => ok(endpoints.jobList, await listJobs()));

export const POST = adminRoute(async ({ request }) => {
  const input = await jsonInput(request, jobSchema);
  return ok(endpoints.jobs, await createJob(input), 201);
});
