import { endpoints } from '@/lib/api/contract';
import { createService, listServices } from '@/features/services/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { serviceCreateSchema } from '@/features/services/adminValidation';

export const GET = adminRoute('content', {}, async () =>
  ok(endpoints.services.list.GET, await listServices()),
);

export const POST = adminRoute(
  'content',
  { body: form(serviceCreateSchema, formLimit(1)) },
  async ({ body: input }) => {
    return ok(endpoints.services.list.POST, await createService(input), 201);
  },
);
