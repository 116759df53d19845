import { freshDatabase, type TestDatabase } from '../../../test/db';
import { adminUsers } from '../../db/schema';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, consumeResetToken, issueCode, verifyCode } from '../oneTimeCodes';

let testDb: TestDatabase;
let nextEmail = 0;
beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
});
afterAll(async () => {
  await testDb.drop();
});

async function newUser(): Promise<number> {
  const [user] = await testDb.db
    .insert(adminUsers)
    .values({ email: `user${nextEmail++}@example.com`, passwordHash: 'x' })
    .returning();
  return user.id;
}

const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

it('accepts the right code once, giving a reset token that works once', async () => {
  const userId = await newUser();
  const code = await issueCode(testDb.db, userId);
  const result = await verifyCode(testDb.db, userId, code);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(await verifyCode(testDb.db, userId, code)).toEqual({ ok: false, reason: 'invalid' });
  expect(await consumeResetToken(testDb.db, result.resetToken)).toBe(userId);
  expect(await consumeResetToken(testDb.db, result.resetToken)).toBeNull();
});

it('expires after 10 minutes', async () => {
  const userId = await newUser();
  const t0 = new Date();
  const code = await issueCode(testDb.db, userId, t0);
  expect(await verifyCode(testDb.db, userId, code, new Date(t0.getTime() + CODE_TTL_MS))).toEqual({
    ok: false,
    reason: 'expired',
  });
});

it('a reset token is refused once its code has expired', async () => {
  const userId = await newUser();
  const t0 = new Date();
  const code = await issueCode(testDb.db, userId, t0);
  const result = await verifyCode(testDb.db, userId, code, new Date(t0.getTime() + 60_000));
  if (!result.ok) throw new Error('expected the code to be accepted');
  expect(
    await consumeResetToken(testDb.db, result.resetToken, new Date(t0.getTime() + CODE_TTL_MS + 1)),
  ).toBeNull();
});

it('allows 5 tries: after 5 wrong guesses even the right code is refused', async () => {
  const userId = await newUser();
  const code = await issueCode(testDb.db, userId);
  for (let i = 1; i <= CODE_MAX_ATTEMPTS; i++) {
    const result = await verifyCode(testDb.db, userId, wrong(code));
    expect(result).toEqual({ ok: false, reason: i === CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid' });
  }
  expect(await verifyCode(testDb.db, userId, code)).toEqual({ ok: false, reason: 'exhausted' });
});

it('counts parallel guesses exactly', async () => {
  const userId = await newUser();
  const code = await issueCode(testDb.db, userId);
  await Promise.all(Array.from({ length: 12 }, () => verifyCode(testDb.db, userId, wrong(code))));
  expect(await verifyCode(testDb.db, userId, code)).toEqual({ ok: false, reason: 'exhausted' });
});

it('a new code replaces the previous one', async () => {
  const userId = await newUser();
  const first = await issueCode(testDb.db, userId);
  const second = await issueCode(testDb.db, userId);
  if (first !== second) expect((await verifyCode(testDb.db, userId, first)).ok).toBe(false);
  expect((await verifyCode(testDb.db, userId, second)).ok).toBe(true);
});

it("one account's code does not open another", async () => {
  const alice = await newUser();
  const bob = await newUser();
  const code = await issueCode(testDb.db, alice);
  await issueCode(testDb.db, bob);
  expect(await verifyCode(testDb.db, bob, code)).toMatchObject({ ok: false });
});
