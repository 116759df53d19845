import { endpoints } from '@/lib/api/contract';
import { endOtherSessions, listSessions } from '@/lib/auth/sessionList';
import { getDb } from '@/lib/db/client';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** The signed-in person's sessions, the most recently used first. */
export const GET = adminRoute(null, {}, async ({ session }) =>
  ok(endpoints.mySessions.GET, await listSessions(getDb(), session.user.id, session.id)),
);

/** Signs out every other device of the signed-in person. */
export const DELETE = adminRoute(null, {}, async ({ session }) =>
  ok(endpoints.mySessions.DELETE, { ended: await endOtherSessions(getDb(), session.user.id, session.id) }),
);
