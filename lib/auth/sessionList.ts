/**
 * A staff member's own sessions, as the account menu's "Signed-in devices" lists them: the device
 * (from the browser's user agent), the address, when it was last used; and ending one, or all but
 * the current one. A session is named by a handle derived from its id (itself the hash of the
 * cookie's token), so nothing shown can be used as a cookie.
 */
import { recordEvent } from '../audit/record';
import Bowser from 'bowser';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { SessionDto } from './dto';
import type { Database } from '../db/connect';
import { sessions } from '../db/platformSchema';
import { sha256 } from './tokens';

function handleOf(sessionId: string): string {
  return sha256(`handle:${sessionId}`).slice(0, 32);
}

/** "Chrome 140 on Linux"; what cannot be read stays out. */
function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  return [name || 'Unknown browser', os.name && `on ${os.name}`].filter(Boolean).join(' ');
}

export async function listSessions(db: Database, userId: number, currentId: string): Promise<SessionDto[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    handle: handleOf(row.id),
    device: deviceOf(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of `userId`'s sessions by its handle; false when it has none such. */
export async function endSessionByHandle(db: Database, userId: number, handle: string): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const match = rows.find((row) => handleOf(row.id) === handle);
  if (!match) return false;
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, match.id));
    await recordEvent(tx, { kind: 'sessions_ended', after: { sessions: 1 } });
  });
  return true;
}

/** Ends every session of `userId` but the current one; returns how many. */
export async function endOtherSessions(db: Database, userId: number, currentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
      .returning({ id: sessions.id });
    if (ended.length > 0)
      await recordEvent(tx, { kind: 'sessions_ended', after: { sessions: ended.length } });
    return ended.length;
  });
}
