import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { readSessionToken } from '@/lib/auth/cookies';
import { findSession } from '@/lib/auth/sessions';
import { adminUserDto } from '@/lib/auth/twoFactor';
import { ok } from '@/lib/http/responses';

/** Who is signed in: `{ user }`, or `{ user: null }` (200 either way: the admin gate asks on every visit). */
export const GET = route({}, async ({ request }) => {
  const db = getDb();
  const session = await findSession(db, readSessionToken(request));
  const response = ok(endpoints.session.GET, { user: session ? await adminUserDto(db, session.user) : null });
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
