import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { RESET_VERIFY_PER_IP, limitKeys } from '@/lib/auth/limits';
import { authAnswers, minutesFrom } from '@/lib/auth/messages';
import { verifyResetCode } from '@/lib/auth/passwordReset';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { fail, ok, tooManyRequests } from '@/lib/http/responses';
import { hit } from '@/lib/security/rateLimit';
import { otpSchema } from '@/features/accounts/signInValidation';

/** Exchanges a correct code for a one-time reset token. */
export const POST = route(
  { body: json(otpSchema), guard: sameOriginOnly(authAnswers.foreignOrigin) },
  async ({ request, body }) => {
    const db = getDb();
    const limit = await hit(db, limitKeys.resetVerifyIp(clientIp(request)), RESET_VERIFY_PER_IP);
    if (!limit.allowed) {
      return tooManyRequests(
        limit.retryAfterSeconds,
        authAnswers.tooManyRequests(minutesFrom(limit.retryAfterSeconds)),
      );
    }
    const resetToken = await verifyResetCode(db, body.contact, body.code);
    if (!resetToken) return fail(400, 'invalid_code', authAnswers.badCode);
    const response = ok(endpoints.resetVerify.POST, { resetToken });
    response.headers.set('Cache-Control', 'no-store');
    return response;
  },
);
