import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { clearSessionCookie, readSessionToken } from '@/lib/auth/cookies';
import { authAnswers } from '@/lib/auth/messages';
import { endSession, findSession } from '@/lib/auth/sessions';
import { recordEvent } from '@/lib/audit/record';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { ok } from '@/lib/http/responses';

/** Ends the session on the server and clears the cookie. */
export const POST = route({ guard: sameOriginOnly(authAnswers.foreignOrigin) }, async ({ request }) => {
  const db = getDb();
  const token = readSessionToken(request);
  const session = await findSession(db, token);
  await endSession(db, token);
  if (session)
    await recordEvent(db, { kind: 'sign_out', user: { id: session.user.id, email: session.user.email } });
  const response = ok(endpoints.logout.POST, { ok: true });
  clearSessionCookie(response);
  return response;
});
