/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, gt } from 'drizzle-orm';
import { expectFieldErrors } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { requestPasswordReset } from '@/lib/auth/passwordReset';
import { hashPassword } from '@/lib/auth/passwords';
import { createAdmin } from '@/lib/auth/adminUsers';
import { oneTimeCodes, outgoingMail, rateLimits } from '@/lib/db/schema';
import { POST as login } from '../login/route';
import { POST as requestCode } from '../password/request/route';
import { POST as resetPassword } from '../password/reset/route';
import { POST as verifyCode } from '../password/verify/route';
import { GET as session } from '../session/route';
import { getRequest, jsonRequest, sessionCookieOf } from './helpers';

let testDb: TestDatabase;
let userId: number;
const dataDir = path.join(os.tmpdir(), `kl-reset-${process.pid}`);
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  testDb = await freshDatabase();
  const user = await createAdmin(testDb.db, {
    email: 'owner@kinglife.test',
    phone: '0509876543',
    passwordHash: await hashPassword('first-password'),
  });
  userId = user.id;
});
afterAll(async () => {
  await testDb.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

// Each test starts with fresh counters (the per-account limit would otherwise carry over).
beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

let lastMailId = 0;
/** The code in the next mail to the account (waits for the unawaited send to land). */
async function mailedCode(): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [mail] = await testDb.db
      .select()
      .from(outgoingMail)
      .where(and(eq(outgoingMail.to, 'owner@kinglife.test'), gt(outgoingMail.id, lastMailId)))
      .orderBy(desc(outgoingMail.id))
      .limit(1);
    if (mail?.status === 'sent') {
      lastMailId = mail.id;
      // The stored copy is blanked once sent; the delivered one (the outbox file) has the code.
      // That message's file, by its Message-ID: another test's mail may still be going out beside it.
      const dir = path.join(dataDir, 'outbox');
      for (const name of await fs.readdir(dir)) {
        const raw = await fs.readFile(path.join(dir, name), 'utf8');
        if (raw.includes(`Message-ID: <mail-${mail.id}.`))
          return /password of the Kinglife admin is:\s+(\d{6})/.exec(raw)![1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no new reset mail was sent');
}

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

it('answers the same for an existing e-mail, an existing phone and an unknown account', async () => {
  const answers = [];
  for (const contact of ['owner@kinglife.test', '0509876543', 'nobody@kinglife.test', '0500000000']) {
    const response = await requestCode(
      jsonRequest('/api/v1/auth/password/request', { contact }, { ip: freshIp() }),
    );
    answers.push({ status: response.status, body: await response.json() });
  }
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(answers[0].status).toBe(200);
  await mailedCode();
});

it('mails the code to the account (written to the outbox without SMTP) and keeps only its hash', async () => {
  await requestCode(
    jsonRequest('/api/v1/auth/password/request', { contact: 'owner@kinglife.test' }, { ip: freshIp() }),
  );
  const code = await mailedCode();
  const outbox = await fs.readdir(path.join(dataDir, 'outbox'));
  const files = await Promise.all(outbox.map((f) => fs.readFile(path.join(dataDir, 'outbox', f), 'utf8')));
  expect(files.some((f) => f.includes(code) && f.includes('To: owner@kinglife.test'))).toBe(true);
  const [row] = await testDb.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.userId, userId))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  expect(row.codeHash).not.toContain(code);
  // Neither the subject nor the stored mail keeps the code once it is sent.
  const [mail] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.id, lastMailId));
  expect(mail).toMatchObject({
    status: 'sent',
    subject: '[removed after sending]',
    text: '[removed after sending]',
  });
  expect(files.some((f) => f.includes(`Subject: Your Kinglife admin code\n`))).toBe(true);
});

it('verify then reset sets the new password, ends every session and cannot be replayed', async () => {
  const sessions = [];
  for (let i = 0; i < 2; i++) {
    const response = await login(
      jsonRequest('/api/v1/auth/login', { contact: 'owner@kinglife.test', password: 'first-password' }),
    );
    sessions.push(sessionCookieOf(response));
  }
  await requestCode(
    jsonRequest('/api/v1/auth/password/request', { contact: '0509876543' }, { ip: freshIp() }),
  );
  const code = await mailedCode();

  const wrong = await verifyCode(
    jsonRequest('/api/v1/auth/password/verify', {
      contact: '0509876543',
      code: code === '111111' ? '222222' : '111111',
    }),
  );
  expect(wrong.status).toBe(400);
  const verified = await verifyCode(
    jsonRequest('/api/v1/auth/password/verify', { contact: '0509876543', code }),
  );
  expect(verified.status).toBe(200);
  const { resetToken } = await verified.json();
  expect(typeof resetToken).toBe('string');

  const mismatch = await resetPassword(
    jsonRequest('/api/v1/auth/password/reset', {
      resetToken,
      password: 'second-password',
      confirmPassword: 'other',
    }),
  );
  await expectFieldErrors(mismatch, { confirmPassword: 'Passwords do not match.' });

  const reset = await resetPassword(
    jsonRequest('/api/v1/auth/password/reset', {
      resetToken,
      password: 'second-password',
      confirmPassword: 'second-password',
    }),
  );
  expect(reset.status).toBe(200);
  for (const cookie of sessions) {
    expect(await (await session(getRequest('/api/v1/auth/session', cookie))).json()).toEqual({ user: null });
  }
  const replay = await resetPassword(
    jsonRequest('/api/v1/auth/password/reset', {
      resetToken,
      password: 'third-password',
      confirmPassword: 'third-password',
    }),
  );
  expect(replay.status).toBe(400);
  expect(
    (
      await login(
        jsonRequest('/api/v1/auth/login', { contact: 'owner@kinglife.test', password: 'first-password' }),
      )
    ).status,
  ).toBe(401);
  expect(
    (
      await login(
        jsonRequest('/api/v1/auth/login', { contact: 'owner@kinglife.test', password: 'second-password' }),
      )
    ).status,
  ).toBe(200);
  // The code itself is single use as well.
  expect(
    (await verifyCode(jsonRequest('/api/v1/auth/password/verify', { contact: '0509876543', code }))).status,
  ).toBe(400);
});

it('answers a wrong code and an unknown account alike', async () => {
  const unknown = await verifyCode(
    jsonRequest('/api/v1/auth/password/verify', { contact: 'ghost@kinglife.test', code: '123456' }),
  );
  await requestCode(
    jsonRequest('/api/v1/auth/password/request', { contact: 'owner@kinglife.test' }, { ip: freshIp() }),
  );
  const code = await mailedCode();
  const wrong = await verifyCode(
    jsonRequest('/api/v1/auth/password/verify', {
      contact: 'owner@kinglife.test',
      code: code === '123456' ? '654321' : '123456',
    }),
  );
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toEqual(await wrong.json());
});

it('limits code requests per address with a 429 and mails an account at most 3 codes per 15 minutes', async () => {
  const ip = freshIp();
  const statuses = [];
  for (let i = 0; i < 6; i++) {
    const response = await requestCode(
      jsonRequest('/api/v1/auth/password/request', { contact: 'nobody@kinglife.test' }, { ip }),
    );
    statuses.push(response.status);
    if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

  const other = await createAdmin(testDb.db, { email: 'busy@kinglife.test', passwordHash: 'x' });
  const deliveries = [];
  for (let i = 0; i < 5; i++)
    deliveries.push(await (await requestPasswordReset(testDb.db, 'busy@kinglife.test')).delivery);
  expect(deliveries).toEqual([true, true, true, false, false]);
  const codes = await testDb.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, other.id));
  expect(codes).toHaveLength(3);
});

it('refuses requests from another site', async () => {
  for (const handler of [requestCode, verifyCode, resetPassword]) {
    const response = await handler(
      jsonRequest('/api/v1/auth/password/x', {}, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
  }
});
