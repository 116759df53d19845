/** @jest-environment node */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expectFieldErrors } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { hashPassword, verifyPassword } from '@/lib/auth/passwords';
import { adminUsers } from '@/lib/db/schema';
import { createAdmin } from '@/lib/auth/adminUsers';
import { POST as login } from '../login/route';
import { POST as logout } from '../logout/route';
import { GET as session } from '../session/route';
import { getRequest, jsonRequest, sessionCookieOf } from './helpers';
import { captureLogs } from '@/test/logs';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase();
  const passwordHash = await hashPassword('right-password');
  await createAdmin(testDb.db, { email: 'Staff@Kinglife.test', phone: '050 123 4567', passwordHash });
  await createAdmin(testDb.db, { email: 'limited@kinglife.test', passwordHash });
});
afterAll(async () => {
  await testDb.drop();
});

it('signs in by e-mail (any case) with an HttpOnly, SameSite=Lax session cookie', async () => {
  const response = await login(
    jsonRequest('/api/v1/auth/login', { contact: 'staff@kinglife.TEST', password: 'right-password' }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ user: { email: 'Staff@Kinglife.test' } });
  const header = response.headers.get('set-cookie') ?? '';
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=lax/i);
  expect(header).toMatch(/Path=\//);
  const me = await session(getRequest('/api/v1/auth/session', sessionCookieOf(response)));
  expect(await me.json()).toMatchObject({ user: { email: 'Staff@Kinglife.test' } });
});

it('signs in by phone number', async () => {
  const response = await login(
    jsonRequest('/api/v1/auth/login', { contact: '0501234567', password: 'right-password' }),
  );
  expect(response.status).toBe(200);
});

it('gives one message for a wrong password and an unknown account', async () => {
  const wrong = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'staff@kinglife.test', password: 'wrong-password' },
      { ip: '10.0.0.1' },
    ),
  );
  const unknown = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'ghost@kinglife.test', password: 'wrong-password' },
      { ip: '10.0.0.1' },
    ),
  );
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  expect(await wrong.json()).toEqual(await unknown.json());
  expect(wrong.headers.get('set-cookie')).toBeNull();
});

it('rejects invalid input with the form’s messages', async () => {
  const response = await login(jsonRequest('/api/v1/auth/login', { contact: 'abc', password: '123' }));
  await expectFieldErrors(response, {
    contact: 'Enter a valid email or phone number.',
    password: 'Password must be at least 6 characters.',
  });
});

it('refuses a sign-in posted from another site', async () => {
  const response = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'staff@kinglife.test', password: 'right-password' },
      { origin: 'https://evil.example' },
    ),
  );
  expect(response.status).toBe(403);
});

it('locks an account after 5 failures in 15 minutes with a 429 and a retry time, even for the right password', async () => {
  for (let i = 0; i < 5; i++) {
    const response = await login(
      jsonRequest(
        '/api/v1/auth/login',
        { contact: 'limited@kinglife.test', password: 'wrong-password' },
        { ip: `10.1.0.${i}` },
      ),
    );
    expect(response.status).toBe(401);
  }
  const locked = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'limited@kinglife.test', password: 'right-password' },
      { ip: '10.1.0.99' },
    ),
  );
  expect(locked.status).toBe(429);
  const retryAfter = Number(locked.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect((await locked.json()).message).toMatch(/Try again in 15 minutes/);
});

it('limits failures per address across accounts', async () => {
  const ip = '10.2.0.1';
  let last: Response | undefined;
  for (let i = 0; i < 21; i++) {
    last = await login(
      jsonRequest(
        '/api/v1/auth/login',
        { contact: `guess${i}@kinglife.test`, password: 'wrong-password' },
        { ip },
      ),
    );
  }
  expect(last?.status).toBe(429);
  const other = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'staff@kinglife.test', password: 'right-password' },
      { ip: '10.2.0.2' },
    ),
  );
  expect(other.status).toBe(200);
});

it('rotates the session on every sign-in: the old cookie stops working', async () => {
  const first = sessionCookieOf(
    await login(
      jsonRequest('/api/v1/auth/login', { contact: 'staff@kinglife.test', password: 'right-password' }),
    ),
  );
  const second = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'staff@kinglife.test', password: 'right-password' },
      { cookie: first },
    ),
  );
  const secondCookie = sessionCookieOf(second);
  expect(secondCookie).not.toBe(first);
  expect(await (await session(getRequest('/api/v1/auth/session', first))).json()).toEqual({ user: null });
  expect(await (await session(getRequest('/api/v1/auth/session', secondCookie))).json()).toMatchObject({
    user: {},
  });
});

it('logout ends the session on the server and clears the cookie', async () => {
  const cookie = sessionCookieOf(
    await login(
      jsonRequest('/api/v1/auth/login', { contact: 'staff@kinglife.test', password: 'right-password' }),
    ),
  );
  const response = await logout(jsonRequest('/api/v1/auth/logout', {}, { cookie }));
  expect(response.status).toBe(200);
  expect(response.headers.get('set-cookie')).toMatch(/kl_session=;/);
  expect(await (await session(getRequest('/api/v1/auth/session', cookie))).json()).toEqual({ user: null });
});

it('counts attempts before checking the password: 50 parallel guesses get at most 5 checks', async () => {
  const passwordHash = await hashPassword('the-real-password');
  await createAdmin(testDb.db, { email: 'burst@kinglife.test', passwordHash });
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      login(
        jsonRequest(
          '/api/v1/auth/login',
          { contact: 'burst@kinglife.test', password: `guess-number-${i}` },
          { ip: `10.9.${Math.floor(i / 200)}.${i % 200}` },
        ),
      ),
    ),
  );
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
  expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
});

it('upgrades a hash made with older scrypt parameters at the next successful sign-in', async () => {
  const salt = randomBytes(16);
  const key = scryptSync('older-password', salt, 64, { N: 16384, r: 8, p: 1 });
  const oldHash = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  const user = await createAdmin(testDb.db, { email: 'old-hash@kinglife.test', passwordHash: oldHash });
  const response = await login(
    jsonRequest(
      '/api/v1/auth/login',
      { contact: 'old-hash@kinglife.test', password: 'older-password' },
      { ip: '10.8.0.1' },
    ),
  );
  expect(response.status).toBe(200);
  const [row] = await testDb.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
  expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
  expect(await verifyPassword('older-password', row.passwordHash)).toBe(true);
});

describe('in production', () => {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = previous;
    delete env.SESSION_COOKIE_SECURE;
  });

  it('the session cookie is Secure, HttpOnly, SameSite=Lax and __Host- prefixed', async () => {
    env.NODE_ENV = 'production';
    const response = await login(
      jsonRequest(
        '/api/v1/auth/login',
        { contact: 'staff@kinglife.test', password: 'right-password' },
        { ip: '10.6.0.1' },
      ),
    );
    expect(response.status).toBe(200);
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^__Host-kl_session=/);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=lax/i);
  });
});

it('never writes a session token to a log line, and never puts it in a URL', async () => {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
  );
  const logged = captureLogs();
  try {
    const response = await login(
      jsonRequest(
        '/api/v1/auth/login',
        { contact: 'staff@kinglife.test', password: 'right-password' },
        { ip: '10.6.0.2' },
      ),
    );
    const cookie = sessionCookieOf(response);
    const token = cookie.split('=')[1];
    await session(getRequest('/api/v1/auth/session', cookie));
    await logout(jsonRequest('/api/v1/auth/logout', {}, { cookie }));
    expect(lines.join('\n')).not.toContain(token);
    expect(JSON.stringify(logged.lines)).not.toContain(token);
    expect(response.headers.get('location')).toBeNull();
    expect(JSON.stringify(await response.json())).not.toContain(token);
  } finally {
    for (const spy of spies) spy.mockRestore();
    logged.restore();
  }
});
