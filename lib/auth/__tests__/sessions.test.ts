import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { adminUsers, sessions } from '../../db/schema';
import {
  countSessions,
  createSession,
  endAllSessions,
  endSession,
  findSession,
  purgeExpiredSessions,
  SESSION_IDLE_MS,
} from '../sessions';
import { sha256 } from '../tokens';

let testDb: TestDatabase;
let userId: number;
beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
  const [user] = await testDb.db
    .insert(adminUsers)
    .values({ email: 'staff@example.com', passwordHash: 'x' })
    .returning();
  userId = user.id;
});
afterAll(async () => {
  await testDb.drop();
});

const HOUR = 60 * 60 * 1000;

it('stores only the hash of the cookie token and finds the session by the token', async () => {
  const t0 = new Date('2026-03-01T08:00:00Z');
  const { token, expiresAt } = await createSession(testDb.db, userId, { ip: '203.0.113.9' }, t0);
  expect(expiresAt.getTime() - t0.getTime()).toBe(7 * 24 * HOUR);
  const rows = await testDb.db.select().from(sessions).where(eq(sessions.userId, userId));
  expect(rows.map((r) => r.id)).toContain(sha256(token));
  expect(rows.map((r) => r.id)).not.toContain(token);
  const found = await findSession(testDb.db, token, new Date(t0.getTime() + HOUR));
  expect(found?.user).toEqual({
    id: userId,
    email: 'staff@example.com',
    name: 'Administrator',
    role: 'owner',
  });
  expect(await findSession(testDb.db, sha256(token), t0)).toBeNull();
  expect(await findSession(testDb.db, '', t0)).toBeNull();
});

it('ends after 8 hours without use, and each use restarts the idle clock', async () => {
  const t0 = new Date('2026-03-02T08:00:00Z');
  const active = await createSession(testDb.db, userId, {}, t0);
  const idle = await createSession(testDb.db, userId, {}, t0);
  // Used every 7 hours: still alive after 21 hours.
  for (const hours of [7, 14, 21]) {
    expect(await findSession(testDb.db, active.token, new Date(t0.getTime() + hours * HOUR))).not.toBeNull();
  }
  expect(await findSession(testDb.db, idle.token, new Date(t0.getTime() + SESSION_IDLE_MS))).toBeNull();
  // An expired session is gone for good.
  expect(await findSession(testDb.db, idle.token, new Date(t0.getTime() + HOUR))).toBeNull();
});

it('ends 7 days after sign-in however active it is', async () => {
  const t0 = new Date('2026-03-10T08:00:00Z');
  const { token } = await createSession(testDb.db, userId, {}, t0);
  let at = t0.getTime();
  while (at + 6 * HOUR < t0.getTime() + 7 * 24 * HOUR) {
    at += 6 * HOUR;
    expect(await findSession(testDb.db, token, new Date(at))).not.toBeNull();
  }
  expect(await findSession(testDb.db, token, new Date(t0.getTime() + 7 * 24 * HOUR))).toBeNull();
});

it('ends one session on logout and all of them on request', async () => {
  const now = new Date();
  const a = await createSession(testDb.db, userId, {}, now);
  const b = await createSession(testDb.db, userId, {}, now);
  await endSession(testDb.db, a.token);
  expect(await findSession(testDb.db, a.token, now)).toBeNull();
  expect(await findSession(testDb.db, b.token, now)).not.toBeNull();
  await endAllSessions(testDb.db, userId);
  expect(await findSession(testDb.db, b.token, now)).toBeNull();
  expect(await countSessions(testDb.db, userId, now)).toBe(0);
});

it('purges sessions past either expiry and keeps live ones', async () => {
  const now = new Date('2026-04-01T12:00:00Z');
  const stale = await createSession(testDb.db, userId, {}, new Date(now.getTime() - SESSION_IDLE_MS - 1));
  const live = await createSession(testDb.db, userId, {}, new Date(now.getTime() - HOUR));
  await purgeExpiredSessions(testDb.db, now);
  const ids = (await testDb.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
  expect(ids).not.toContain(sha256(stale.token));
  expect(ids).toContain(sha256(live.token));
});
