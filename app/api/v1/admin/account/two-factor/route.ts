import { endpoints } from '@/lib/api/contract';
import { authAnswers } from '@/lib/auth/messages';
import { confirmEnrolment, startEnrolment, twoFactorStatus } from '@/lib/auth/twoFactor';
import { getDb } from '@/lib/db/client';
import { recordEvent } from '@/lib/audit/record';
import { json } from '@/lib/http/input';
import { adminRoute, httpText } from '@/lib/http/handler';
import { fail, ok } from '@/lib/http/responses';
import { twoFactorConfirmSchema } from '@/features/accounts/twoFactorValidation';

/** Whether the signed-in person has two-step verification, and how many recovery codes are left. */
export const GET = adminRoute(null, {}, async ({ session }) =>
  ok(endpoints.myTwoFactor.GET, await twoFactorStatus(getDb(), session.user.id)),
);

/** Starts an enrolment: the secret to add to an authenticator app, and its QR code. */
export const POST = adminRoute(null, {}, async ({ session }) => {
  const enrolment = await startEnrolment(getDb(), session.user);
  if (!enrolment) return fail(409, 'two_factor_on', authAnswers.alreadyOn);
  return ok(endpoints.myTwoFactor.POST, enrolment);
});

/** Turns it on with a first code from the app; answers the ten recovery codes (shown this once). */
export const PUT = adminRoute(
  null,
  { body: json(twoFactorConfirmSchema) },
  async ({ session, body: { code } }) => {
    const result = await confirmEnrolment(getDb(), session.user.id, code);
    if (result.ok) {
      await recordEvent(getDb(), { kind: 'two_factor_on' });
      return ok(endpoints.myTwoFactor.PUT, { recoveryCodes: result.recoveryCodes });
    }
    if (result.reason === 'missing') return fail(409, 'enrolment_missing', authAnswers.enrolmentMissing);
    return fail(400, 'validation', httpText.invalid, { fields: { code: authAnswers.badEnrolmentCode } });
  },
);
