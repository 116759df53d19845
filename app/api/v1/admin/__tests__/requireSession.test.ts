/**
 * @jest-environment node
 *
 * Every route file under app/api/v1/admin/ (and the staff-only app/api/v1/product/, the spec's
 * POST v1/product/create) is found on disk, so a route added later is checked without anyone
 * remembering to list it: each exported method must answer 401 without a session, and
 * state-changing ones 403 when posted from another site.
 */
import path from 'node:path';
import { freshDatabase, type TestDatabase } from '../../../../../test/db';
import { paramsFor, SAFE, staffRouteFiles as files, staffRoutes as cases, urlFor } from '@/test/adminRoutes';
import { sessionCookieName } from '@/lib/auth/cookies';
import { requireAdmin } from '@/lib/auth/requireAdmin';
import { createSession, endSession, SESSION_ABSOLUTE_MS } from '@/lib/auth/sessions';
import { createAdmin } from '@/lib/auth/adminUsers';

let testDb: TestDatabase;
let cookie: string;
/** A session past its 7-day limit, and one its owner logged out of. */
let expiredCookie: string;
let loggedOutCookie: string;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
  const user = await createAdmin(testDb.db, { email: 'sweep@kinglife.test', passwordHash: 'x' });
  const { token } = await createSession(testDb.db, user.id);
  cookie = `${sessionCookieName()}=${token}`;
  const old = await createSession(
    testDb.db,
    user.id,
    {},
    new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000),
  );
  expiredCookie = `${sessionCookieName()}=${old.token}`;
  const ended = await createSession(testDb.db, user.id);
  await endSession(testDb.db, ended.token);
  loggedOutCookie = `${sessionCookieName()}=${ended.token}`;
});
afterAll(async () => {
  await testDb.drop();
});

it('finds the admin routes and the product create route on disk', () => {
  expect(files.length).toBeGreaterThan(0);
  const found = cases.map(([file, method]) => `${method} ${file}`);
  expect(found).toContain(`GET ${path.join('admin', 'overview', 'route.ts')}`);
  expect(found).toContain(`POST ${path.join('product', 'create', 'route.ts')}`);
});

it.each(cases)('%s %s answers 401 without a live session', async (_file, method, file, handler) => {
  const forged = `${sessionCookieName()}=not-a-real-session-token`;
  for (const headers of [
    {},
    { cookie: forged },
    { cookie: expiredCookie },
    { cookie: loggedOutCookie },
  ] as Record<string, string>[]) {
    const request = new Request(urlFor(file), {
      method,
      headers: {
        host: 'kinglife.test',
        origin: 'http://kinglife.test',
        'content-type': 'application/json',
        ...headers,
      },
      body: SAFE.has(method) ? undefined : '{}',
    });
    const response = await handler(request, paramsFor(file));
    expect(response.status).toBe(401);
  }
});

it('state-changing requests from another site get 403 even with a session', async () => {
  const foreign = (url: string, method: string) =>
    new Request(url, {
      method,
      headers: {
        host: 'kinglife.test',
        origin: 'https://evil.example',
        cookie,
        'content-type': 'application/json',
      },
      body: '{}',
    });
  // The shared check itself, for any method that changes state ...
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const check = await requireAdmin(foreign('http://kinglife.test/api/v1/admin/anything', method));
    expect(check.ok ? 200 : check.response.status).toBe(403);
  }
  // ... and every such handler that exists.
  for (const [, method, file, handler] of cases.filter(([, m]) => !SAFE.has(m))) {
    expect((await handler(foreign(urlFor(file), method), paramsFor(file))).status).toBe(403);
  }
  // Same-site requests with the session pass the check.
  const same = await requireAdmin(
    new Request('http://kinglife.test/api/v1/admin/anything', {
      method: 'POST',
      headers: { host: 'kinglife.test', origin: 'http://kinglife.test', cookie },
    }),
  );
  expect(same.ok).toBe(true);
});

it('lets a signed-in admin read the overview with real counts', async () => {
  const { GET } = await import('../overview/route');
  const response = await GET(
    new Request('http://kinglife.test/api/v1/admin/overview', { headers: { host: 'kinglife.test', cookie } }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ products: 18, blogPosts: 19 });
});
