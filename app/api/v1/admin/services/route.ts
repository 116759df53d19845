import { endpoints } from '@/lib/api/contract';
import { createService, listServices } from '@/features/services/data';
import { adminRoute, formInput, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { serviceCreateSchema } from '@/features/services/adminValidation';

export const GET = adminRoute('content', async () => ok(endpoints.services.GET, await listServices()));

export const POST = adminRoute('content', async ({ request }) => {
  const input = await formInput(request, serviceCreateSchema, formLimit(1));
  return ok(endpoints.services.POST, await createService(input), 201);
});
