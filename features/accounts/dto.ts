/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { AdminUserDto } from '@/lib/auth/dto';
import type { Role } from '@/lib/auth/permissions';

/** What an authenticator app needs: the QR code (an SVG data: URL) of `uri`, and the key to type instead. */
export interface TwoFactorEnrolmentDto {
  /** Base32. */
  secret: string;
  /** otpauth://totp/… */
  uri: string;
  qr: string;
}

/** The ten one-time recovery codes, shown once when two-step verification is turned on. */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

/** A right password: signed in, or (the account has two-step verification) the second step is next. */
export type LoginResult = { user: AdminUserDto } | { secondStep: true };

/** A staff account, as the Accounts screen lists it. */
export interface AccountDto {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  role: Role;
  active: boolean;
  /** Two-step verification is on. */
  twoFactor: boolean;
  createdAt: string;
}

/** An invitation not yet used (its link works until `expiresAt`). */
export interface InvitationDto {
  id: number;
  email: string;
  role: Role;
  expiresAt: string;
}

export interface AccountsDto {
  accounts: AccountDto[];
  invitations: InvitationDto[];
  /** An Owner requires two-step verification of every account. */
  requireTwoFactor: boolean;
}

export interface SessionResponse {
  user: AdminUserDto | null;
}
