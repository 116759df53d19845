/**
 * Two-step verification's forms, shared by the admin's forms and the handlers: the code that
 * confirms an enrolment, the sign-in's second step (a 6-digit code or a recovery code), and the
 * proof that turns it off (the password or a code).
 */
import * as z from 'zod/mini';
import { authMessages, twoFactorMessages } from '../../content/validation';
import { MAX_PASSWORD_LENGTH, OTP_LENGTH } from './auth';
import { required, requiredText } from './fields';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters, shown as two groups of five: `k7m2p-x9q4r`. */
export const RECOVERY_CODE_LENGTH = 10;

const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A recovery code as stored and compared: lower case, without the dash or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function isRecoveryCode(code: string): boolean {
  return new RegExp(`^[a-z0-9]{${RECOVERY_CODE_LENGTH}}$`).test(normalizeRecoveryCode(code));
}

/** A code from an authenticator app (spaces, as some apps show `123 456`, are dropped). */
export function isAppCode(code: string): boolean {
  return SIX_DIGITS.test(code.replace(/\s/g, ''));
}

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
