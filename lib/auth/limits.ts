/** Rate-limit rules of the sign-in and reset endpoints (counters live in the database). */
import type { RateLimitRule } from '../security/rateLimit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed sign-ins per account. */
export const LOGIN_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins per address: higher, because an office shares one address. */
export const LOGIN_PER_IP: RateLimitRule = { limit: 20, windowMs: FIFTEEN_MINUTES };
/** Reset codes requested per address. */
export const RESET_REQUEST_PER_IP: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
/** Reset codes mailed per account (beyond it the answer stays the same, nothing is sent). */
export const RESET_REQUEST_PER_ACCOUNT: RateLimitRule = { limit: 3, windowMs: FIFTEEN_MINUTES };
/** Code checks per address, on top of the 5 tries per code. */
export const RESET_VERIFY_PER_IP: RateLimitRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Wrong second-step codes (TOTP or recovery) per account, after a right password. */
export const SECOND_STEP_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };
/** Second-step codes per address. */
export const SECOND_STEP_PER_IP: RateLimitRule = { limit: 20, windowMs: FIFTEEN_MINUTES };
/** Attempts to turn two-step verification off (each checks a password or a code) per account. */
export const TWO_FACTOR_OFF_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: FIFTEEN_MINUTES };

export const limitKeys = {
  loginAccount: (contact: string) => `login:account:${contact.trim().toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  resetRequestIp: (ip: string) => `reset-request:ip:${ip}`,
  resetRequestAccount: (userId: number) => `reset-request:account:${userId}`,
  resetVerifyIp: (ip: string) => `reset-verify:ip:${ip}`,
  secondStepAccount: (userId: number) => `second-step:account:${userId}`,
  secondStepIp: (ip: string) => `second-step:ip:${ip}`,
  twoFactorOff: (userId: number) => `two-factor-off:account:${userId}`,
};
