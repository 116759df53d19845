import { endpoints } from '@/lib/api/contract';
import { deleteEvent, updateEvent } from '@/features/events/data';
import { idSegment, form } from '@/lib/http/input';
import { adminRoute, formLimit, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { eventUpdateSchema } from '@/features/events/adminValidation';

export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment }, body: form(eventUpdateSchema, formLimit(1)) },
  async ({ params: { id }, body: input }) =>
    ok(endpoints.events.item(id).PATCH, found(await updateEvent(id, input))),
);

export const DELETE = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found(await deleteEvent(id));
  return ok(endpoints.events.item(id).DELETE, { deleted: true });
});
