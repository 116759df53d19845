import { endpoints } from '@/lib/api/contract';
import { endSessionByHandle } from '@/lib/auth/sessionList';
import { getDb } from '@/lib/db/client';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Signs out one device of the signed-in person (only their own: another's is a 404). */
export const DELETE = adminRoute(null, async ({ params, session }) => {
  const handle = params.handle ?? '';
  found(/^[0-9a-f]{32}$/.test(handle) && (await endSessionByHandle(getDb(), session.user.id, handle)));
  return ok(endpoints.mySession(handle).DELETE, { deleted: true });
});
