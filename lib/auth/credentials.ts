/**
 * The shapes of staff credentials, which the platform enforces (the environment's first
 * password, the sign-in machinery, the second factor) and the admin's forms check first
 * (features/accounts/signInValidation.ts, features/accounts/twoFactorValidation.ts, with their messages).
 */

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for passphrases, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 128;
export const OTP_LENGTH = 6;

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten characters, shown as two groups of five: `k7m2p-x9q4r`. */
export const RECOVERY_CODE_LENGTH = 10;

/** A code from an authenticator app, as the forms check it. */
export const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

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
