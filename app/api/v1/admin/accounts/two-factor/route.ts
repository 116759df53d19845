import { endpoints } from '@/lib/api/contract';
import { setTwoFactorRequirement } from '@/features/accounts/data';
import { getDb } from '@/lib/db/client';
import { recordEvent } from '@/lib/audit/record';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { twoFactorPolicySchema } from '@/features/accounts/validation';

/**
 * PUT {required}: whether every account must use two-step verification (409 when the Owner asking
 * has not turned it on for their own account).
 */
export const PUT = adminRoute(
  'accounts',
  { body: json(twoFactorPolicySchema) },
  async ({ session, body: { required } }) => {
    const requireTwoFactor = await setTwoFactorRequirement(getDb(), required, session.user.id);
    await recordEvent(getDb(), { kind: 'two_factor_policy', after: { required: requireTwoFactor } });
    return ok(endpoints.twoFactorPolicy.PUT, { requireTwoFactor });
  },
);
