/** The Accounts screen's forms; shared by the screen and the /api/v1/admin/accounts handlers. */
import * as z from 'zod/mini';
import { accountMessages } from './messages';
import { ROLES } from '@/lib/auth/permissions';
import { requiredText } from '@/lib/validation/fields';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';

const role = z.enum(ROLES, { error: accountMessages.role });

export const inviteSchema = z.object({
  email: requiredText(accountMessages.email).check(
    z.maxLength(254, accountMessages.email),
    z.regex(EMAIL_PATTERN, accountMessages.email),
  ),
  role,
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** A role to give, or whether the account is active (deactivating ends its sessions). */
export const accountChangeSchema = z
  .object({ role: z.optional(role), active: z.optional(z.boolean()) })
  .check(z.refine((v) => v.role !== undefined || v.active !== undefined, accountMessages.change));
export type AccountChangeInput = z.infer<typeof accountChangeSchema>;

/** An Owner's rule: every account must use two-step verification (or not). */
export const twoFactorPolicySchema = z.object({
  required: z.boolean({ error: accountMessages.policy }),
});
export type TwoFactorPolicyInput = z.infer<typeof twoFactorPolicySchema>;
