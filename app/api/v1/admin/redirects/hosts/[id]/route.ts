import { endpoints } from '@/lib/api/contract';
import { removeHost } from '@/features/redirects/data';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

export const DELETE = adminRoute('settings', async ({ params }) => {
  const id = idParam(params);
  found((await removeHost(id)) || null);
  return ok(endpoints.redirectHost(id).DELETE, { deleted: true });
});
