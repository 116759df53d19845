/**
 * Plain bad input never becomes a server error: a session cookie with a broken %-escape is simply
 * no session, and a NUL character (which PostgreSQL cannot store) in any field is a 400 with a
 * clear message — with nothing stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { minimalPdf } from '@/test/documents';
import { APPLICANT } from '@/test/publicForm';
import { sessionCookieName } from '@/lib/auth/cookies';
import { hashPassword } from '@/lib/auth/passwords';
import { createAdmin } from '@/lib/auth/adminUsers';
import { applications, enquiries, jobs, sessions } from '@/lib/db/schema';
import { GET as overview } from '../admin/overview/route';
import { POST as apply } from '../applications/route';
import { POST as login } from '../auth/login/route';
import { POST as resetRequest } from '../auth/password/request/route';
import { POST as resetPassword } from '../auth/password/reset/route';
import { POST as verifyCode } from '../auth/password/verify/route';
import { GET as session } from '../auth/session/route';
import { POST as enquire } from '../enquiries/route';

const ORIGIN = 'http://kinglife.test';
const NUL = '\u0000';
let testDb: TestDatabase;
let dataDir: string;
let jobId: number;
let ip = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-bad-'));
  process.env.DATA_DIR = dataDir;
  [{ id: jobId }] = await testDb.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.published, true))
    .limit(1);
  await createAdmin(testDb.db, {
    email: 'nul@kinglife.test',
    passwordHash: await hashPassword('right-password'),
  });
});
afterAll(async () => {
  await testDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
});

function json(url: string, body: unknown) {
  return new Request(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: {
      host: 'kinglife.test',
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.0.${++ip}`,
    },
    body: JSON.stringify(body),
  });
}

const rows = async (table: typeof enquiries | typeof applications) =>
  (await testDb.db.select({ n: count() }).from(table))[0].n;

describe('a session cookie with a broken %-escape', () => {
  const broken = `${sessionCookieName()}=abc%E0%A4%A`;
  it('is "not signed in" for /api/v1/auth/session', async () => {
    const response = await session(
      new Request(`${ORIGIN}/api/v1/auth/session`, { headers: { host: 'kinglife.test', cookie: broken } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });
  it('is a 401 on an admin route', async () => {
    const response = await overview(
      new Request(`${ORIGIN}/api/v1/admin/overview`, { headers: { host: 'kinglife.test', cookie: broken } }),
    );
    expect(response.status).toBe(401);
  });
});

describe('a NUL character', () => {
  const enquiry = {
    name: 'Hans',
    email: 'hans@example.com',
    company: 'Rheinfeld',
    service: 'Purchase',
    message: 'A quote, please.',
  };

  it.each(Object.keys(enquiry))('in the enquiry field %s is a 400 and nothing is stored', async (field) => {
    const before = await rows(enquiries);
    const response = await enquire(json('/api/v1/enquiries', { ...enquiry, [field]: `x${NUL}y` }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/cannot be saved/);
    expect(await rows(enquiries)).toBe(before);
  });

  const application: Record<string, string> = APPLICANT;
  it.each([...Object.keys(application), 'résumé file name'])(
    'in the application field %s is a 400 and nothing is stored',
    async (field) => {
      const before = await rows(applications);
      const form = new FormData();
      for (const [name, value] of Object.entries(application))
        form.set(name, field === name ? `${value}${NUL}` : value);
      form.set('jobId', String(jobId));
      const fileName = field === 'résumé file name' ? `cv${NUL}.pdf` : 'cv.pdf';
      form.set('resume', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), fileName);
      const response = await apply(
        new Request(`${ORIGIN}/api/v1/applications`, {
          method: 'POST',
          headers: { host: 'kinglife.test', origin: ORIGIN, 'x-forwarded-for': `10.78.0.${++ip}` },
          body: form,
        }),
      );
      expect(response.status).toBe(400);
      expect(await rows(applications)).toBe(before);
    },
  );

  it.each([
    [
      'login contact',
      () =>
        login(json('/api/v1/auth/login', { contact: `nul@kinglife.test${NUL}`, password: 'right-password' })),
    ],
    [
      'login password',
      () =>
        login(json('/api/v1/auth/login', { contact: 'nul@kinglife.test', password: `right-password${NUL}` })),
    ],
    [
      'reset contact',
      () => resetRequest(json('/api/v1/auth/password/request', { contact: `nul@kinglife.test${NUL}` })),
    ],
    [
      'code',
      () =>
        verifyCode(
          json('/api/v1/auth/password/verify', { contact: 'nul@kinglife.test', code: `12345${NUL}` }),
        ),
    ],
    [
      'new password',
      () =>
        resetPassword(
          json('/api/v1/auth/password/reset', {
            password: `abcdef${NUL}`,
            confirmPassword: `abcdef${NUL}`,
            resetToken: 't',
          }),
        ),
    ],
  ])('in the %s is a 400, and no session is made', async (_field, send) => {
    const before = (await testDb.db.select({ n: count() }).from(sessions))[0].n;
    const response = await send();
    expect(response.status).toBe(400);
    expect((await testDb.db.select({ n: count() }).from(sessions))[0].n).toBe(before);
  });
});

describe('JSON nested deeper than any form sends, under the size limit', () => {
  /** Written as text: JSON.stringify itself cannot nest this deep. */
  const nested = (open: string, close: string, levels: number) =>
    `{"contact":${open.repeat(levels)}1${close.repeat(levels)}}`;
  const bodies = {
    '20,000 arrays': nested('[', ']', 20_000),
    '10,000 objects': nested('{"a":', '}', 10_000),
  };
  const endpoints = [
    ['/api/v1/enquiries', enquire],
    ['/api/v1/auth/login', login],
    ['/api/v1/auth/password/request', resetRequest],
    ['/api/v1/auth/password/verify', verifyCode],
    ['/api/v1/auth/password/reset', resetPassword],
  ] as const;

  it.each(
    endpoints.flatMap(([url, handler]) =>
      Object.entries(bodies).map(([shape, text]) => [url, shape, handler, text] as const),
    ),
  )('%s answers %s with a 400 that says why, storing nothing', async (url, _shape, handler, text) => {
    expect(new TextEncoder().encode(text).length).toBeLessThan(64 * 1024);
    const before = [await rows(enquiries), (await testDb.db.select({ n: count() }).from(sessions))[0].n];
    const response = await handler(
      new Request(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: {
          host: 'kinglife.test',
          origin: ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': `10.79.0.${++ip}`,
        },
        body: text,
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/nested/);
    expect([await rows(enquiries), (await testDb.db.select({ n: count() }).from(sessions))[0].n]).toEqual(
      before,
    );
  });
});
