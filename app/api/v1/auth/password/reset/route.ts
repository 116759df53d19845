import { endpoints } from '@/lib/api/contract';
import { route } from '@/lib/http/handler';
import { getDb } from '@/lib/db/client';
import { authAnswers } from '@/lib/auth/messages';
import { resetPassword } from '@/features/accounts/data';
import { readJson } from '@/lib/http/body';
import { isSameOrigin } from '@/lib/http/request';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { passwordResetSchema } from '@/features/accounts/signInValidation';

/** Sets the new password with the token from verify; every session of the account ends. */
export const POST = route(async (request) => {
  if (!isSameOrigin(request)) return fail(403, 'forbidden_origin', authAnswers.foreignOrigin);
  const parsed = passwordResetSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationFailed(parsed.error.issues);
  const changed = await resetPassword(getDb(), parsed.data.resetToken, parsed.data.password);
  if (!changed) return fail(400, 'invalid_token', authAnswers.badResetToken);
  return ok(endpoints.reset.POST, { message: authAnswers.passwordChanged });
});
