import { endpoints } from '@/lib/api/contract';
import { TWO_FACTOR_OFF_PER_ACCOUNT, limitKeys } from '@/lib/auth/limits';
import { authAnswers, minutesFrom } from '@/lib/auth/messages';
import { verifyPassword } from '@/lib/auth/passwords';
import { checkAppCode, clearTwoFactor, twoFactorStatus } from '@/lib/auth/twoFactor';
import { findAdminById } from '@/lib/auth/adminUsers';
import { getDb } from '@/lib/db/client';
import { recordEvent } from '@/lib/audit/record';
import { json } from '@/lib/http/input';
import { adminRoute, httpText, NotFound } from '@/lib/http/handler';
import { fail, ok, tooManyRequests } from '@/lib/http/responses';
import { clear, hit } from '@/lib/security/rateLimit';
import { isAppCode } from '@/lib/auth/credentials';
import { twoFactorOffSchema } from '@/features/accounts/twoFactorValidation';

/**
 * Turns the signed-in person's two-step verification off, with their password or a code from the
 * app (so a session left open is not enough); refused while an Owner requires it of everyone.
 */
export const POST = adminRoute(
  null,
  { body: json(twoFactorOffSchema) },
  async ({ session, body: { proof } }) => {
    const db = getDb();
    const userId = session.user.id;
    const status = await twoFactorStatus(db, userId);
    if (status.required) return fail(409, 'two_factor_required', authAnswers.requiredForAll);
    if (!status.enabled) return ok(endpoints.myTwoFactorOff.POST, status);

    const key = limitKeys.twoFactorOff(userId);
    const limit = await hit(db, key, TWO_FACTOR_OFF_PER_ACCOUNT);
    if (!limit.allowed) {
      return tooManyRequests(
        limit.retryAfterSeconds,
        authAnswers.tooManyCodes(minutesFrom(limit.retryAfterSeconds)),
      );
    }
    const user = await findAdminById(db, userId);
    if (!user) throw new NotFound();
    // Six digits may be a code or a (short) password: either proves it.
    const proven =
      (isAppCode(proof) && (await checkAppCode(db, userId, proof)) === 'ok') ||
      (await verifyPassword(proof, user.passwordHash));
    if (!proven)
      return fail(400, 'wrong_proof', httpText.invalid, { fields: { proof: authAnswers.badProof } });

    await clear(db, key);
    await clearTwoFactor(db, userId);
    await recordEvent(db, { kind: 'two_factor_off' });
    return ok(endpoints.myTwoFactorOff.POST, await twoFactorStatus(db, userId));
  },
);
