/**
 * Two-step verification's forms, shared by the admin's forms and the handlers: the code that
 * confirms an enrolment, the sign-in's second step (a 6-digit code or a recovery code), and the
 * proof that turns it off (the password or a code).
 */
import * as z from 'zod/mini';
import { authMessages, twoFactorMessages } from './messages';
import { isAppCode, isRecoveryCode, MAX_PASSWORD_LENGTH, SIX_DIGITS } from '@/lib/auth/credentials';
import { required, requiredText } from '@/lib/validation/fields';

/** The first code from the app, which turns two-step verification on. */
export const twoFactorConfirmSchema = z.object({
  code: z.string().check(z.regex(SIX_DIGITS, twoFactorMessages.code)),
});
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

/** The sign-in's second step. */
export const secondStepSchema = z.object({
  code: requiredText(authMessages.required).check(
    z.maxLength(40, twoFactorMessages.secondStep),
    z.refine((code) => isAppCode(code) || isRecoveryCode(code), twoFactorMessages.secondStep),
  ),
});
export type SecondStepInput = z.infer<typeof secondStepSchema>;

/** Turning it off: the account's password, or a code from the app. */
export const twoFactorOffSchema = z.object({
  proof: z
    .string()
    .check(
      z.minLength(1, required(twoFactorMessages.proof)),
      z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    ),
});
export type TwoFactorOffInput = z.infer<typeof twoFactorOffSchema>;
