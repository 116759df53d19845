import { endpoints } from '@/lib/api/contract';
import { createEvent, listEvents } from '@/features/events/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { eventCreateSchema } from '@/features/events/adminValidation';

export const GET = adminRoute('content', {}, async () => ok(endpoints.events.list.GET, await listEvents()));

export const POST = adminRoute(
  'content',
  { body: form(eventCreateSchema, formLimit(1)) },
  async ({ body: input }) => ok(endpoints.events.list.POST, await createEvent(input), 201),
);
