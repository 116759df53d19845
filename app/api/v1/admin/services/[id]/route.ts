import { endpoints } from '@/lib/api/contract';
import { deleteService, updateService } from '@/features/services/data';
import { adminRoute, formInput, formLimit, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { serviceUpdateSchema } from '@/features/services/adminValidation';

export const PATCH = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await formInput(request, serviceUpdateSchema, formLimit(1));
  return ok(endpoints.service(id).PATCH, found(await updateService(id, input)));
});

export const DELETE = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  found(await deleteService(id));
  return ok(endpoints.service(id).DELETE, { deleted: true });
});
