import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { findAdminByContact, setAdminPassword } from '@/lib/auth/adminUsers';
import { recordEvent } from '@/lib/audit/record';
import { readPendingToken, readSessionToken, setPendingCookie, setSessionCookie } from '@/lib/auth/cookies';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP, limitKeys } from '@/lib/auth/limits';
import { authAnswers, minutesFrom } from '@/lib/auth/messages';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '@/lib/auth/passwords';
import { endPendingSignInByToken, startPendingSignIn } from '@/lib/auth/pendingSignIns';
import { createSession, endSession } from '@/lib/auth/sessions';
import { twoFactorState } from '@/lib/auth/twoFactor';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { fail, ok, tooManyRequests } from '@/lib/http/responses';
import { clear, hit, release } from '@/lib/security/rateLimit';
import { loginSchema } from '@/features/accounts/signInValidation';

/**
 * Signs an admin in by e-mail or phone; a new session (and cookie) on every sign-in. An account
 * with two-step verification gets no session yet: a pending sign-in (its own cookie, 5 minutes)
 * that POST /api/v1/auth/login/two-factor completes with a code.
 */
export const POST = route(
  { body: json(loginSchema), guard: sameOriginOnly(authAnswers.foreignOrigin) },
  async ({ request, body }) => {
    const { contact, password } = body;

    const db = getDb();
    const ip = clientIp(request);
    const user = await findAdminByContact(db, contact);
    // Keyed by the account when it exists, so switching between its e-mail and phone does not help.
    const accountKey = limitKeys.loginAccount(user ? `user:${user.id}` : contact);
    const ipKey = limitKeys.loginIp(ip);
    // Every attempt is counted before the (slow) password check, atomically: a burst of parallel
    // guesses gets at most the limit's worth of checks, the rest are refused unverified.
    for (const [key, rule] of [
      [accountKey, LOGIN_PER_ACCOUNT],
      [ipKey, LOGIN_PER_IP],
    ] as const) {
      const state = await hit(db, key, rule);
      if (!state.allowed) {
        return tooManyRequests(
          state.retryAfterSeconds,
          authAnswers.tooManyLogins(minutesFrom(state.retryAfterSeconds)),
        );
      }
    }

    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    // A deactivated account gets the same answer as a wrong password: nothing tells it apart.
    if (!user || !valid || user.deactivatedAt) {
      // The address typed is kept only when it names no account: it is then the one clue to who tried.
      await recordEvent(db, {
        kind: 'sign_in_failed',
        user: user ? { id: user.id, email: user.email } : { id: null, email: contact },
      });
      return fail(401, 'invalid_credentials', authAnswers.badCredentials);
    }

    // A successful sign-in is not a failure: the account's count starts again, the address's
    // attempt is given back.
    await clear(db, accountKey);
    await release(db, ipKey);
    if (needsRehash(user.passwordHash)) await setAdminPassword(db, user.id, await hashPassword(password));
    const details = { ip, userAgent: request.headers.get('user-agent') };
    const twoFactor = await twoFactorState(db, user.id);
    if (twoFactor.enabled) {
      await endPendingSignInByToken(db, readPendingToken(request));
      const pending = await startPendingSignIn(db, user.id, details);
      const response = ok(endpoints.login.POST, { secondStep: true });
      setPendingCookie(response, pending.token, pending.expiresAt);
      response.headers.set('Cache-Control', 'no-store');
      return response;
    }
    // Rotation: whatever session this browser had ends; the new one gets a fresh token.
    await endSession(db, readSessionToken(request));
    const { token, expiresAt } = await createSession(db, user.id, details);
    await recordEvent(db, { kind: 'sign_in', user: { id: user.id, email: user.email } });
    const response = ok(endpoints.login.POST, {
      user: { id: user.id, email: user.email, name: user.name, role: user.role, twoFactor },
    });
    setSessionCookie(response, token, expiresAt);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  },
);
