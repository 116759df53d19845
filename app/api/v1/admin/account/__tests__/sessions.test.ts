/**
 * @jest-environment node
 *
 * "Signed-in devices": a staff member lists their own sessions and signs out one of them, or all
 * but this browser's; another person's session cannot be reached.
 */
import { freshDatabase, type TestDatabase } from '@/test/db';
import { call, signIn } from '@/test/admin';
import { createSession, findSession } from '@/lib/auth/sessions';
import { GET, DELETE as END_OTHERS } from '../sessions/route';
import { DELETE as END_ONE } from '../sessions/[handle]/route';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: false });
});
afterAll(async () => {
  await testDb.drop();
});

it('lists your sessions with their device and address, and signs out one, then all the others', async () => {
  const me = await signIn(testDb.db, 'hr-devices@kinglife.test');
  const laptop = await createSession(testDb.db, me.user.id, {
    ip: '198.51.100.4',
    userAgent: WINDOWS_CHROME,
  });
  const phone = await createSession(testDb.db, me.user.id, { ip: '203.0.113.9', userAgent: IPHONE_SAFARI });

  const listed = await (await call(GET, me.request('GET', '/api/v1/admin/account/sessions'))).json();
  expect(listed).toHaveLength(3);
  expect(listed.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  expect(listed).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ device: 'Chrome 131 on Windows', ip: '198.51.100.4', current: false }),
      expect.objectContaining({ device: 'Safari 18 on iOS', ip: '203.0.113.9', current: false }),
    ]),
  );
  expect(JSON.stringify(listed)).not.toContain(laptop.token);

  const phoneRow = listed.find((s: { ip: string }) => s.ip === '203.0.113.9');
  const ended = await call(
    END_ONE,
    me.request('DELETE', `/api/v1/admin/account/sessions/${phoneRow.handle}`),
    { handle: phoneRow.handle },
  );
  expect(ended.status).toBe(200);
  expect(await findSession(testDb.db, phone.token)).toBeNull();
  expect(await findSession(testDb.db, laptop.token)).not.toBeNull();

  const others = await call(END_OTHERS, me.request('DELETE', '/api/v1/admin/account/sessions'));
  expect(await others.json()).toEqual({ ended: 1 });
  expect(await findSession(testDb.db, laptop.token)).toBeNull();
  const left = await (await call(GET, me.request('GET', '/api/v1/admin/account/sessions'))).json();
  expect(left).toEqual([expect.objectContaining({ current: true })]);
});

it("cannot sign out someone else's session", async () => {
  const me = await signIn(testDb.db, 'sales-devices@kinglife.test');
  const other = await signIn(testDb.db, 'editor-devices@kinglife.test');
  const [theirs] = await (await call(GET, other.request('GET', '/api/v1/admin/account/sessions'))).json();
  const refused = await call(
    END_ONE,
    me.request('DELETE', `/api/v1/admin/account/sessions/${theirs.handle}`),
    { handle: theirs.handle },
  );
  expect(refused.status).toBe(404);
  const stillThere = await (await call(GET, other.request('GET', '/api/v1/admin/account/sessions'))).json();
  expect(stillThere).toHaveLength(1);
});
