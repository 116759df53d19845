/**
 * Server-side admin sessions. The cookie holds a 256-bit random token; the database keeps only
 * its SHA-256, so a leaked table cannot be replayed. A session ends after 8 hours without use or
 * 7 days after sign-in, whichever comes first.
 */
import { now as clockNow } from '../time/clock';
import type { Role } from './permissions';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { adminUsers, pendingSignIns, sessions } from '../db/platformSchema';
import { cookieSecret, sha256, type SignInDetails } from './tokens';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export interface ActiveSession {
  id: string;
  user: SessionUser;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: number,
  details: SignInDetails = {},
  now = clockNow(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, expiresAt, row } = cookieSecret(userId, details, now, SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ ...row, lastSeenAt: now });
  return { token, expiresAt };
}

/** The live session for a cookie token, or null; refreshes its idle clock. Expired rows are deleted. */
export async function findSession(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<ActiveSession | null> {
  if (!token) return null;
  const id = sha256(token);
  const [row] = await db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, role: adminUsers.role },
    })
    .from(sessions)
    .innerJoin(adminUsers, and(eq(adminUsers.id, sessions.userId), isNull(adminUsers.deactivatedAt)))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const idleExpiry = row.lastSeenAt.getTime() + SESSION_IDLE_MS;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleExpiry) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id, user: row.user, expiresAt: row.expiresAt };
}

export async function endSession(db: Database, token: string): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

/**
 * Signs the account out everywhere (after a password reset, a deactivation, an Owner's reset),
 * including sign-ins waiting for their second step.
 */
export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/** Housekeeping: drops sessions that can no longer be used; returns how many. */
export async function purgeExpiredSessions(db: Pick<Database, 'delete'>, now = clockNow()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

/** How many live sessions an account has (tests and diagnostics). */
export async function countSessions(db: Database, userId: number, now = clockNow()): Promise<number> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return rows.length;
}
