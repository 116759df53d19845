/** The admin sign-in and password-reset forms; shared by the forms and the /api/v1/auth handlers. */
import * as z from 'zod/mini';
import { authMessages } from './messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from '@/lib/auth/credentials';
import { required, requiredText } from '@/lib/validation/fields';
import { DIGITS_PATTERN, EMAIL_PATTERN } from '@/lib/validation/patterns';

const TEN_DIGITS = /^\d{10}$/;

export const loginSchema = z.object({
  contact: requiredText(authMessages.required).check(
    z.maxLength(254, authMessages.contact),
    z.refine((v) => EMAIL_PATTERN.test(v) || DIGITS_PATTERN.test(v), authMessages.contact),
  ),
  password: z
    .string()
    .check(
      z.minLength(1, required(authMessages.required)),
      z.minLength(MIN_PASSWORD_LENGTH, authMessages.password),
      z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    ),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({
  contact: requiredText(authMessages.required).check(
    z.maxLength(254, authMessages.resetContact),
    z.refine((v) => EMAIL_PATTERN.test(v) || TEN_DIGITS.test(v), authMessages.resetContact),
  ),
});
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const otpSchema = z.object({
  contact: resetRequestSchema.shape.contact,
  code: z.string().check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), authMessages.otp)),
});
export type OtpInput = z.infer<typeof otpSchema>;

const newPasswordFields = {
  password: z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, authMessages.newPassword),
      z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    ),
  confirmPassword: z.string().check(z.minLength(1, required(authMessages.required))),
};
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: authMessages.mismatch, path: ['confirmPassword'] };

export const newPasswordSchema = z.object(newPasswordFields).check(z.refine(passwordsMatch, mismatch));
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** What POST /api/v1/auth/password/reset takes: the new password and the token from verify. */
export const passwordResetSchema = z
  .object({ ...newPasswordFields, resetToken: z.string().check(z.minLength(1), z.maxLength(100)) })
  .check(z.refine(passwordsMatch, mismatch));
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
