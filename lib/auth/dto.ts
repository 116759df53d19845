/** The signed-in account and its sessions as the API gives them (the admin's client reads them). */
import type { Role } from './permissions';

export interface AdminUserDto {
  id: number;
  email: string;
  name: string;
  /** What the account may use (lib/auth/permissions.ts). */
  role: Role;
  twoFactor: TwoFactorStateDto;
}

/**
 * Whether the account has two-step verification on, and whether an Owner requires it of every
 * account (then, while it is off, the admin shows only the screen that sets it up).
 */
export interface TwoFactorStateDto {
  enabled: boolean;
  required: boolean;
}

/** The account menu's "Two-step verification". */
export interface TwoFactorStatusDto extends TwoFactorStateDto {
  /** Recovery codes not used yet (0 while it is off). */
  recoveryCodesLeft: number;
}

/** One of the signed-in person's own sessions ("Signed-in devices"). */
export interface SessionDto {
  handle: string;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of this browser. */
  current: boolean;
}
