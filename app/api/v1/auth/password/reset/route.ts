import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { authAnswers } from '@/lib/auth/messages';
import { resetPassword } from '@/features/accounts/data';
import { json } from '@/lib/http/input';
import { sameOriginOnly } from '@/lib/http/publicForm';
import { fail, ok } from '@/lib/http/responses';
import { passwordResetSchema } from '@/features/accounts/signInValidation';

/** Sets the new password with the token from verify; every session of the account ends. */
export const POST = route(
  { body: json(passwordResetSchema), guard: sameOriginOnly(authAnswers.foreignOrigin) },
  async ({ body }) => {
    const changed = await resetPassword(getDb(), body.resetToken, body.password);
    if (!changed) return fail(400, 'invalid_token', authAnswers.badResetToken);
    return ok(endpoints.reset.POST, { message: authAnswers.passwordChanged });
  },
);
