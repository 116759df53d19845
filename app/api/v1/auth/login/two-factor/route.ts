import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { clearPendingCookie, readPendingToken, readSessionToken, setSessionCookie } from '@/lib/auth/cookies';
import { SECOND_STEP_PER_ACCOUNT, SECOND_STEP_PER_IP, limitKeys } from '@/lib/auth/limits';
import { authAnswers, minutesFrom } from '@/lib/auth/messages';
import { endPendingSignIn, findPendingSignIn } from '@/lib/auth/pendingSignIns';
import { createSession, endSession } from '@/lib/auth/sessions';
import { adminUserDto, checkSecondFactor } from '@/lib/auth/twoFactor';
import { findAdminById } from '@/lib/auth/adminUsers';
import { recordEvent } from '@/lib/audit/record';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { fail, ok, tooManyRequests } from '@/lib/http/responses';
import { clear, hit, release } from '@/lib/security/rateLimit';
import { secondStepSchema } from '@/features/accounts/twoFactorValidation';

const wrongAnswers = {
  wrong: authAnswers.badSecondStep,
  replayed: authAnswers.replayedCode,
  unreadable: authAnswers.unreadableSecret,
} as const;

/**
 * The second step of a sign-in: the pending sign-in of the cookie (a right password in the last
 * 5 minutes) and a code from the account's app or one of its recovery codes give the session.
 * Counted like the password (per account and per address) before the code is checked.
 */
export const POST = route(
  { body: json(secondStepSchema), guard: sameOriginOnly(authAnswers.foreignOrigin) },
  async ({ request, body }) => {
    const db = getDb();
    const pending = await findPendingSignIn(db, readPendingToken(request));
    if (!pending) {
      const response = fail(401, 'second_step_expired', authAnswers.secondStepExpired);
      clearPendingCookie(response);
      return response;
    }
    const ip = clientIp(request);
    const accountKey = limitKeys.secondStepAccount(pending.userId);
    const ipKey = limitKeys.secondStepIp(ip);
    for (const [key, rule] of [
      [accountKey, SECOND_STEP_PER_ACCOUNT],
      [ipKey, SECOND_STEP_PER_IP],
    ] as const) {
      const state = await hit(db, key, rule);
      if (!state.allowed) {
        return tooManyRequests(
          state.retryAfterSeconds,
          authAnswers.tooManyCodes(minutesFrom(state.retryAfterSeconds)),
        );
      }
    }

    const check = await checkSecondFactor(db, pending.userId, body.code);
    if (check !== 'ok') {
      const who = await findAdminById(db, pending.userId);
      if (who)
        await recordEvent(db, {
          kind: 'sign_in_failed',
          user: { id: who.id, email: who.email },
          summary: 'second step',
        });
      return fail(401, `code_${check}`, wrongAnswers[check]);
    }
    // Used once: of two requests racing with right codes, one signs in.
    if (!(await endPendingSignIn(db, pending.id))) {
      return fail(401, 'second_step_expired', authAnswers.secondStepExpired);
    }
    await clear(db, accountKey);
    await release(db, ipKey);
    const user = await findAdminById(db, pending.userId);
    if (!user || user.deactivatedAt) return fail(401, 'second_step_expired', authAnswers.secondStepExpired);

    await endSession(db, readSessionToken(request));
    const { token, expiresAt } = await createSession(db, user.id, {
      ip,
      userAgent: request.headers.get('user-agent'),
    });
    await recordEvent(db, {
      kind: 'sign_in',
      user: { id: user.id, email: user.email },
      summary: 'with a second step',
    });
    const response = ok(endpoints.loginSecondStep.POST, { user: await adminUserDto(db, user) });
    setSessionCookie(response, token, expiresAt);
    clearPendingCookie(response);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  },
);
