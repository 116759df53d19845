import * as z from 'zod/mini';
import { endpoints } from '@/lib/api/contract';
import { endSessionByHandle } from '@/lib/auth/sessionList';
import { getDb } from '@/lib/db/client';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** A session's handle, as the list of sessions gives it. */
const handle = z.string().check(z.regex(/^[0-9a-f]{32}$/));

/** Signs out one device of the signed-in person (only their own: another's is a 404). */
export const DELETE = adminRoute(null, { params: { handle } }, async ({ params, session }) => {
  found(await endSessionByHandle(getDb(), session.user.id, params.handle));
  return ok(endpoints.mySession(params.handle).DELETE, { deleted: true });
});
