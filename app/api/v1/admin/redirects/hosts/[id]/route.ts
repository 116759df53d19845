import { endpoints } from '@/lib/api/contract';
import { removeHost } from '@/features/redirects/data';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

export const DELETE = adminRoute('settings', { params: { id: idSegment } }, async ({ params: { id } }) => {
  found((await removeHost(id)) || null);
  return ok(endpoints.redirectHost(id).DELETE, { deleted: true });
});
