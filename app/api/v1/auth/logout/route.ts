import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { clearSessionCookie, readSessionToken } from '@/lib/auth/cookies';
import { authAnswers } from '@/lib/auth/messages';
import { endSession } from '@/lib/auth/sessions';
import { isSameOrigin } from '@/lib/http/request';
import { fail, ok } from '@/lib/http/responses';

/** Ends the session on the server and clears the cookie. */
export const POST = route(async (request) => {
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', authAnswers.foreignOrigin);
  await endSession(getDb(), readSessionToken(request));
  const response = ok(endpoints.logout.POST, { ok: true });
  clearSessionCookie(response);
  return response;
});
