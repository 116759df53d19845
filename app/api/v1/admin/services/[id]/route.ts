import { endpoints } from '@/lib/api/contract';
import { deleteService, updateService } from '@/features/services/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { serviceUpdateSchema } from '@/features/services/adminValidation';

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(serviceUpdateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.services.item(id).PATCH, found(await updateService(id, input)));
  },
);

export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteService(id));
  return ok(endpoints.services.item(id).DELETE, { deleted: true });
});
