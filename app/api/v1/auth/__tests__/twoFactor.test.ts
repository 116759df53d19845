/**
 * @jest-environment node
 *
 * Two-step verification against a real database: enrolling (a secret, a first code, ten recovery
 * codes), the sign-in's second step (a code from the app or a recovery code, each once; rate
 * limited; nothing of the admin reachable before it), turning it off, and a password reset that
 * leaves it in place.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../../../test/db';
import { request } from '@/test/admin';
import { issueCode } from '@/lib/auth/oneTimeCodes';
import { hashPassword } from '@/lib/auth/passwords';
import { totpCode } from '@/lib/auth/totp';
import { createAdmin } from '@/lib/auth/adminUsers';
import { updateAccount } from '@/features/accounts/data';
import {
  oneTimeCodes,
  pendingSignIns,
  rateLimits,
  recoveryCodes,
  sessions,
  twoFactor,
} from '@/lib/db/schema';
import { POST as login } from '../login/route';
import { POST as secondStep } from '../login/two-factor/route';
import { POST as verifyResetCode } from '../password/verify/route';
import { POST as resetPassword } from '../password/reset/route';
import { GET as session } from '../session/route';
import { GET as overview } from '../../admin/overview/route';
import {
  GET as twoFactorStatus,
  POST as startEnrolment,
  PUT as confirmEnrolment,
} from '../../admin/account/two-factor/route';
import { POST as turnOff } from '../../admin/account/two-factor/off/route';
import { getRequest, jsonRequest, sessionCookieOf } from './helpers';

const PASSWORD = 'right-password';
/** The step after this one: the code an app shows next (the enrolment used this step's code). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

let testDb: TestDatabase;
const dataDir = path.join(os.tmpdir(), `kl-2fa-${process.pid}`);
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.AUTH_SECRET = 'a-test-secret-of-at-least-32-characters';
  testDb = await freshDatabase();
});
afterAll(async () => {
  await testDb.drop();
  delete process.env.AUTH_SECRET;
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

/** `name=value` of the second-step cookie a response sets. */
function pendingCookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /((?:__Host-)?kl_second_step)=([^;]*)/.exec(header);
  if (!match || !match[2]) throw new Error(`no second-step cookie in: ${header}`);
  return `${match[1]}=${match[2]}`;
}

function signInWithPassword(email: string, ip = '198.51.100.20') {
  return login(jsonRequest('/api/v1/auth/login', { contact: email, password: PASSWORD }, { ip }));
}

function sendCode(cookie: string, code: string, ip = '198.51.100.20') {
  return secondStep(jsonRequest('/api/v1/auth/login/two-factor', { code }, { cookie, ip }));
}

/** A new account with two-step verification on: its secret, its recovery codes and its id. */
async function enrolledAccount(email: string) {
  const user = await createAdmin(testDb.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    role: 'editor',
  });
  const signedIn = await signInWithPassword(email);
  expect(await signedIn.json()).toMatchObject({ user: { twoFactor: { enabled: false, required: false } } });
  const cookie = sessionCookieOf(signedIn);
  const started = await startEnrolment(request('POST', '/api/v1/admin/account/two-factor', { cookie }));
  expect(started.status).toBe(200);
  const { secret } = await started.json();
  const enrolmentCode = totpCode(secret);
  const confirmed = await confirmEnrolment(
    request('PUT', '/api/v1/admin/account/two-factor', { cookie, json: { code: enrolmentCode } }),
  );
  expect(confirmed.status).toBe(200);
  const { recoveryCodes: codes } = await confirmed.json();
  return { id: user.id, email, secret, enrolmentCode, codes: codes as string[], cookie };
}

/** Password, then the second step's cookie. */
async function pendingFor(email: string, ip?: string): Promise<string> {
  const response = await signInWithPassword(email, ip);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ secondStep: true });
  expect(response.headers.get('set-cookie')).not.toMatch(/kl_session=[^;]/);
  return pendingCookieOf(response);
}

it('enrols with a QR code of an otpauth URI, a first code and ten recovery codes', async () => {
  const email = 'enrol@kinglife.test';
  const user = await createAdmin(testDb.db, { email, passwordHash: await hashPassword(PASSWORD) });
  const cookie = sessionCookieOf(await signInWithPassword(email));
  const started = await (
    await startEnrolment(request('POST', '/api/v1/admin/account/two-factor', { cookie }))
  ).json();
  expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(started.uri).toBe(
    `otpauth://totp/Kinglife:enrol%40kinglife.test?issuer=Kinglife&secret=${started.secret}&algorithm=SHA1&digits=6&period=30`,
  );
  expect(started.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(started.qr.split(',')[1], 'base64').toString()).toContain('<svg');

  // Not on until a code proves the app has the key.
  expect(
    await (await twoFactorStatus(request('GET', '/api/v1/admin/account/two-factor', { cookie }))).json(),
  ).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  const wrong = await confirmEnrolment(
    request('PUT', '/api/v1/admin/account/two-factor', { cookie, json: { code: '000000' } }),
  );
  expect(wrong.status).toBe(400);
  expect((await wrong.json()).fields.code).toMatch(/incorrect/);

  const confirmed = await confirmEnrolment(
    request('PUT', '/api/v1/admin/account/two-factor', { cookie, json: { code: totpCode(started.secret) } }),
  );
  const { recoveryCodes: codes } = await confirmed.json();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  expect(
    await (await twoFactorStatus(request('GET', '/api/v1/admin/account/two-factor', { cookie }))).json(),
  ).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

  // The recovery codes are stored hashed, one per row.
  const stored = await testDb.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  expect(stored).toHaveLength(10);
  const dump = JSON.stringify(stored);
  for (const code of codes) {
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(code.replace('-', ''));
  }
  // A second enrolment is refused while it is on.
  const again = await startEnrolment(request('POST', '/api/v1/admin/account/two-factor', { cookie }));
  expect(again.status).toBe(409);
});

it('keeps the TOTP secret encrypted under the server key: the database alone does not give it', async () => {
  const alice = await enrolledAccount('secret-a@kinglife.test');
  const bob = await enrolledAccount('secret-b@kinglife.test');
  const [row] = await testDb.db.select().from(twoFactor).where(eq(twoFactor.userId, alice.id));
  expect(row.secret).toMatch(/^v1\./);
  expect(row.secret).not.toContain(alice.secret);
  expect(row.secret.toLowerCase()).not.toContain(alice.secret.toLowerCase());

  // Alice's sealed secret copied into Bob's row does not open there: it is bound to its account.
  const [bobRow] = await testDb.db.select().from(twoFactor).where(eq(twoFactor.userId, bob.id));
  await testDb.db.update(twoFactor).set({ secret: row.secret }).where(eq(twoFactor.userId, bob.id));
  const moved = await sendCode(await pendingFor(bob.email), nextCode(alice.secret));
  expect((await moved.json()).error).toBe('code_unreadable');
  await testDb.db.update(twoFactor).set({ secret: bobRow.secret }).where(eq(twoFactor.userId, bob.id));

  // The same rows under another server secret (a copy of the database elsewhere): no code checks.
  process.env.AUTH_SECRET = 'another-server-secret-of-32-characters!';
  try {
    const elsewhere = await sendCode(await pendingFor(alice.email), nextCode(alice.secret));
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toEqual({
      error: 'code_unreadable',
      message:
        'Your authenticator key cannot be read on this server. Sign in with one of your recovery codes.',
    });
    // A recovery code still signs in there (they are hashed, not encrypted).
    expect((await sendCode(await pendingFor(alice.email), alice.codes[0])).status).toBe(200);
  } finally {
    process.env.AUTH_SECRET = 'a-test-secret-of-at-least-32-characters';
  }
});

it('asks for the code after a right password; the pending sign-in reaches nothing of the admin', async () => {
  const account = await enrolledAccount('second-step@kinglife.test');
  const pending = await pendingFor(account.email);
  expect(await (await session(getRequest('/api/v1/auth/session', pending))).json()).toEqual({ user: null });
  expect((await overview(request('GET', '/api/v1/admin/overview', { cookie: pending }))).status).toBe(401);
  const [row] = await testDb.db.select().from(pendingSignIns).where(eq(pendingSignIns.userId, account.id));
  expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  expect(await testDb.db.$count(sessions, eq(sessions.userId, account.id))).toBe(1); // the enrolment's only

  const signedIn = await sendCode(pending, nextCode(account.secret));
  expect(signedIn.status).toBe(200);
  expect(await signedIn.json()).toMatchObject({
    user: { email: account.email, twoFactor: { enabled: true, required: false } },
  });
  const me = await session(getRequest('/api/v1/auth/session', sessionCookieOf(signedIn)));
  expect(await me.json()).toMatchObject({ user: { email: account.email } });
  expect(signedIn.headers.get('set-cookie')).toMatch(/kl_second_step=;/);
  // The pending sign-in is used up.
  expect(await testDb.db.$count(pendingSignIns, eq(pendingSignIns.userId, account.id))).toBe(0);
  expect((await sendCode(pending, nextCode(account.secret))).status).toBe(401);
});

it('refuses a wrong code with a clear message, and a code used once already', async () => {
  const account = await enrolledAccount('replay@kinglife.test');
  const pending = await pendingFor(account.email);
  const wrong = await sendCode(pending, '123456' === nextCode(account.secret) ? '654321' : '123456');
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toEqual({
    error: 'code_wrong',
    message:
      'This code is incorrect. Enter the code your authenticator app shows now, or one of your recovery codes.',
  });
  // The enrolment's own code does not sign in.
  expect(await (await sendCode(pending, account.enrolmentCode)).json()).toMatchObject({
    error: 'code_replayed',
  });

  const code = nextCode(account.secret);
  expect((await sendCode(pending, code)).status).toBe(200);
  const replay = await sendCode(await pendingFor(account.email), code);
  expect(replay.status).toBe(401);
  expect(await replay.json()).toEqual({
    error: 'code_replayed',
    message: 'This code has been used already. Wait for the next code in your authenticator app.',
  });
});

it('accepts each recovery code once, in any case and with or without its dash', async () => {
  const account = await enrolledAccount('recovery@kinglife.test');
  const [first, second] = account.codes;
  expect((await sendCode(await pendingFor(account.email), first)).status).toBe(200);
  const reused = await sendCode(await pendingFor(account.email), first);
  expect(reused.status).toBe(401);
  expect((await reused.json()).error).toBe('code_wrong');
  expect(
    (await sendCode(await pendingFor(account.email), second.toUpperCase().replace('-', ''))).status,
  ).toBe(200);
  const left = await testDb.db.$count(
    recoveryCodes,
    and(eq(recoveryCodes.userId, account.id), isNull(recoveryCodes.usedAt)),
  );
  expect(left).toBe(8);
});

it('limits the second step to 5 tries per account in 15 minutes, even for a right code', async () => {
  const account = await enrolledAccount('limited-2fa@kinglife.test');
  const pending = await pendingFor(account.email);
  const right = nextCode(account.secret);
  const wrong = right === '111111' ? '222222' : '111111';
  for (let i = 0; i < 5; i++) {
    expect((await sendCode(pending, wrong, `10.9.0.${i}`)).status).toBe(401);
  }
  const locked = await sendCode(pending, right, '10.9.0.99');
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  expect((await locked.json()).message).toMatch(/^Too many wrong codes\. Try again in 15 minutes\./);
  // The lock is the account's: a new password sign-in does not reset it.
  expect((await sendCode(await pendingFor(account.email, '10.9.1.1'), right, '10.9.1.1')).status).toBe(429);
});

it('limits the second step per address across accounts', async () => {
  const ip = '10.8.0.1';
  const accounts = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => enrolledAccount(`ip-limit-${n}@kinglife.test`)),
  );
  const statuses: number[] = [];
  for (const account of accounts) {
    const pending = await pendingFor(account.email, ip);
    for (let i = 0; i < 5; i++) statuses.push((await sendCode(pending, '999999', ip)).status);
  }
  // 20 wrong codes are answered; the 21st is refused unchecked.
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(statuses[20]).toBe(429);
});

it('refuses the second step of an account deactivated meanwhile', async () => {
  const account = await enrolledAccount('deactivated-2fa@kinglife.test');
  const pending = await pendingFor(account.email);
  const owner = await createAdmin(testDb.db, {
    email: 'deactivating-owner@kinglife.test',
    passwordHash: 'x',
  });
  await updateAccount(testDb.db, account.id, { active: false }, owner.id);
  const refused = await sendCode(pending, nextCode(account.secret));
  expect(refused.status).toBe(401);
  expect((await refused.json()).error).toBe('second_step_expired');
  // And its password gets the usual answer: nothing tells a deactivated account apart.
  const again = await signInWithPassword(account.email);
  expect(again.status).toBe(401);
  expect((await again.json()).error).toBe('invalid_credentials');
});

it('a password reset by e-mailed code does not skip the second step', async () => {
  const account = await enrolledAccount('reset-2fa@kinglife.test');
  const code = await issueCode(testDb.db, account.id);
  const verified = await verifyResetCode(
    jsonRequest('/api/v1/auth/password/verify', { contact: account.email, code }),
  );
  const { resetToken } = await verified.json();
  const changed = await resetPassword(
    jsonRequest('/api/v1/auth/password/reset', {
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
      resetToken,
    }),
  );
  expect(changed.status).toBe(200);
  const [used] = await testDb.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.userId, account.id))
    .orderBy(desc(oneTimeCodes.id));
  expect(used.consumedAt).not.toBeNull();

  const response = await login(
    jsonRequest('/api/v1/auth/login', { contact: account.email, password: 'brand-new-password' }),
  );
  expect(await response.json()).toEqual({ secondStep: true });
  expect((await sendCode(pendingCookieOf(response), nextCode(account.secret))).status).toBe(200);
});

it('turns off with the password or a code, not without', async () => {
  const account = await enrolledAccount('off@kinglife.test');
  const off = (proof: string) =>
    turnOff(
      request('POST', '/api/v1/admin/account/two-factor/off', { cookie: account.cookie, json: { proof } }),
    );
  const wrong = await off('not-the-password');
  expect(wrong.status).toBe(400);
  expect((await wrong.json()).fields.proof).toBe('The password or code is incorrect.');
  const done = await off(PASSWORD);
  expect(await done.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  expect(await testDb.db.$count(recoveryCodes, eq(recoveryCodes.userId, account.id))).toBe(0);
  // Signing in is one step again.
  expect(await (await signInWithPassword(account.email)).json()).toMatchObject({
    user: { email: account.email },
  });

  const byCode = await enrolledAccount('off-by-code@kinglife.test');
  const turnedOff = await turnOff(
    request('POST', '/api/v1/admin/account/two-factor/off', {
      cookie: byCode.cookie,
      json: { proof: nextCode(byCode.secret) },
    }),
  );
  expect((await turnedOff.json()).enabled).toBe(false);
});
