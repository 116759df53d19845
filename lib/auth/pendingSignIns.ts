/**
 * A sign-in whose password was right and whose second factor is still to come. It is not a
 * session: it lives in its own table and cookie, nothing under /api/v1/admin accepts it, and it
 * ends after 5 minutes, when the second step succeeds, or when the account's sessions end.
 * Like sessions, the cookie's token is stored as its SHA-256 only.
 */
import { now as clockNow } from '../time/clock';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { adminUsers, pendingSignIns } from '../db/platformSchema';
import { cookieSecret, sha256, type SignInDetails } from './tokens';

export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export interface PendingSignIn {
  id: string;
  userId: number;
  ip: string | null;
  userAgent: string | null;
}

export async function startPendingSignIn(
  db: Database,
  userId: number,
  details: SignInDetails = {},
  now = clockNow(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, expiresAt, row } = cookieSecret(userId, details, now, PENDING_SIGN_IN_MS);
  await db.insert(pendingSignIns).values(row);
  return { token, expiresAt };
}

/** The live pending sign-in of a cookie token (of an account that is still active), or null. */
export async function findPendingSignIn(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<PendingSignIn | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      id: pendingSignIns.id,
      userId: pendingSignIns.userId,
      ip: pendingSignIns.ip,
      userAgent: pendingSignIns.userAgent,
    })
    .from(pendingSignIns)
    .innerJoin(adminUsers, and(eq(adminUsers.id, pendingSignIns.userId), isNull(adminUsers.deactivatedAt)))
    .where(and(eq(pendingSignIns.id, sha256(token)), gt(pendingSignIns.expiresAt, now)));
  return row ?? null;
}

/** Ends a pending sign-in; false when it had ended already (two requests racing: one wins). */
export async function endPendingSignIn(db: Database, id: string): Promise<boolean> {
  const removed = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.id, id))
    .returning({ id: pendingSignIns.id });
  return removed.length > 0;
}

/** Ends a pending sign-in by its cookie token (a new sign-in from the same browser). */
export async function endPendingSignInByToken(db: Database, token: string): Promise<void> {
  if (token) await db.delete(pendingSignIns).where(eq(pendingSignIns.id, sha256(token)));
}

/** Housekeeping: drops the expired ones; returns how many. */
export async function purgeExpiredPendingSignIns(
  db: Pick<Database, 'delete'>,
  now = clockNow(),
): Promise<number> {
  const removed = await db
    .delete(pendingSignIns)
    .where(lt(pendingSignIns.expiresAt, now))
    .returning({ id: pendingSignIns.id });
  return removed.length;
}
