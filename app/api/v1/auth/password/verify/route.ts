import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { RESET_VERIFY_PER_IP, limitKeys } from '@/lib/auth/limits';
import { authAnswers, minutesFrom } from '@/lib/auth/messages';
import { verifyResetCode } from '@/lib/auth/passwordReset';
import { readJson } from '@/lib/http/body';
import { clientIp, isSameOrigin } from '@/lib/http/request';
import { fail, ok, tooManyRequests, validationFailed } from '@/lib/http/responses';
import { hit } from '@/lib/security/rateLimit';
import { otpSchema } from '@/features/accounts/signInValidation';

/** Exchanges a correct code for a one-time reset token. */
export const POST = route(async (request) => {
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', authAnswers.foreignOrigin);
  const parsed = otpSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationFailed(parsed.error.issues);

  const db = getDb();
  const limit = await hit(db, limitKeys.resetVerifyIp(clientIp(request)), RESET_VERIFY_PER_IP);
  if (!limit.allowed) {
    return tooManyRequests(
      limit.retryAfterSeconds,
      authAnswers.tooManyRequests(minutesFrom(limit.retryAfterSeconds)),
    );
  }
  const resetToken = await verifyResetCode(db, parsed.data.contact, parsed.data.code);
  if (!resetToken) return fail(400, 'invalid_code', authAnswers.badCode);
  const response = ok(endpoints.resetVerify.POST, { resetToken });
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
