/** Random secrets and the one-way hashes under which the database keeps them. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe: session cookies and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six decimal digits, uniformly drawn. */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

/** Hashes a short code with a per-code salt (`salt$hash`), so a leaked table does not list codes. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Who asked for a sign-in: kept beside it so the account's owner can recognise their devices. */
export interface SignInDetails {
  ip?: string;
  userAgent?: string | null;
}

/**
 * A new secret for a cookie (a session, a sign-in waiting for its second step) valid `lifetimeMs`
 * from `now`, and the row that keeps only its hash, with who asked for it.
 */
export function cookieSecret(userId: number, details: SignInDetails, now: Date, lifetimeMs: number) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const row = {
    id: sha256(token),
    userId,
    createdAt: now,
    expiresAt,
    ip: details.ip ?? null,
    userAgent: details.userAgent?.slice(0, 300) ?? null,
  };
  return { token, expiresAt, row };
}
