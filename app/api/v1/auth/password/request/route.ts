import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { RESET_REQUEST_PER_IP, limitKeys } from '@/lib/auth/limits';
import { authAnswers, minutesFrom } from '@/lib/auth/messages';
import { requestPasswordReset } from '@/lib/auth/passwordReset';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { ok, tooManyRequests } from '@/lib/http/responses';
import { hit } from '@/lib/security/rateLimit';
import { resetRequestSchema } from '@/features/accounts/signInValidation';

/** Sends a reset code; answers the same whether or not the account exists. */
export const POST = route(
  { body: json(resetRequestSchema), guard: sameOriginOnly(authAnswers.foreignOrigin) },
  async ({ request, body }) => {
    const db = getDb();
    const limit = await hit(db, limitKeys.resetRequestIp(clientIp(request)), RESET_REQUEST_PER_IP);
    if (!limit.allowed) {
      return tooManyRequests(
        limit.retryAfterSeconds,
        authAnswers.tooManyRequests(minutesFrom(limit.retryAfterSeconds)),
      );
    }
    await requestPasswordReset(db, body.contact);
    return ok(endpoints.resetRequest.POST, { message: authAnswers.codeSent });
  },
);
