/**
 * @jest-environment node
 *
 * An Owner requires two-step verification of every account: an account without it can call
 * nothing of the admin API but its own enrolment until it has enrolled; the Accounts list shows
 * who has it; an Owner's reset of an account removes it (a lost phone).
 */
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { call, request, signIn, tempDataDir } from '@/test/admin';
import { hashPassword } from '@/lib/auth/passwords';
import { totpCode } from '@/lib/auth/totp';
import { setAdminPassword } from '@/lib/auth/adminUsers';
import { recoveryCodes, twoFactor } from '@/lib/db/schema';
import { GET as ACCOUNTS } from '../route';
import { PUT as POLICY } from '../two-factor/route';
import { POST as RESET } from '../[id]/reset/route';
import { GET as OVERVIEW } from '../../overview/route';
import { GET as MY_SESSIONS } from '../../account/sessions/route';
import { GET as STATUS, POST as START, PUT as CONFIRM } from '../../account/two-factor/route';
import { POST as OFF } from '../../account/two-factor/off/route';
import { POST as LOGIN } from '../../../auth/login/route';
import { GET as SESSION } from '../../../auth/session/route';

type Staff = Awaited<ReturnType<typeof signIn>>;

let testDb: TestDatabase;
let data: ReturnType<typeof tempDataDir>;
let owner: Staff;

beforeAll(async () => {
  data = tempDataDir();
  process.env.AUTH_SECRET = 'a-test-secret-of-at-least-32-characters';
  testDb = await freshDatabase({ seeded: true });
  owner = await signIn(testDb.db, 'owner-2fa@kinglife.test');
});
afterAll(async () => {
  await testDb.drop();
  delete process.env.AUTH_SECRET;
  data.restore();
});

async function enrol(staff: Staff) {
  const started = await call(START, staff.request('POST', '/api/v1/admin/account/two-factor'));
  expect(started.status).toBe(200);
  const { secret } = await started.json();
  const confirmed = await call(
    CONFIRM,
    staff.request('PUT', '/api/v1/admin/account/two-factor', { json: { code: totpCode(secret) } }),
  );
  expect(confirmed.status).toBe(200);
  return secret as string;
}

const require2fa = (staff: Staff, required: boolean) =>
  call(POLICY, staff.request('PUT', '/api/v1/admin/accounts/two-factor', { json: { required } }));

it('lets an Owner require it only once their own account uses it', async () => {
  const refused = await require2fa(owner, true);
  expect(refused.status).toBe(409);
  expect((await refused.json()).message).toMatch(/Turn on two-step verification for your own account first/);
  expect(
    (await (await call(ACCOUNTS, owner.request('GET', '/api/v1/admin/accounts'))).json()).requireTwoFactor,
  ).toBe(false);

  await enrol(owner);
  const done = await require2fa(owner, true);
  expect(await done.json()).toEqual({ requireTwoFactor: true });
  const listed = await (await call(ACCOUNTS, owner.request('GET', '/api/v1/admin/accounts'))).json();
  expect(listed.requireTwoFactor).toBe(true);
  expect(listed.accounts).toEqual([
    expect.objectContaining({ email: 'owner-2fa@kinglife.test', twoFactor: true }),
  ]);
  // The Owner keeps using the admin.
  expect((await call(OVERVIEW, owner.request('GET', '/api/v1/admin/overview'))).status).toBe(200);
});

it('blocks every admin call of an account without it, except its enrolment, until it enrols', async () => {
  const staff = await signIn(testDb.db, 'staff-a-2fa@kinglife.test');
  const me = await (await SESSION(request('GET', '/api/v1/auth/session', { cookie: staff.cookie }))).json();
  expect(me.user.twoFactor).toEqual({ enabled: false, required: true });

  const blocked = await call(OVERVIEW, staff.request('GET', '/api/v1/admin/overview'));
  expect(blocked.status).toBe(403);
  expect(await blocked.json()).toEqual({
    error: 'two_factor_required',
    message:
      'An Owner requires two-step verification for every account. Set it up to continue using the admin.',
  });
  expect((await call(MY_SESSIONS, staff.request('GET', '/api/v1/admin/account/sessions'))).status).toBe(403);
  expect((await call(STATUS, staff.request('GET', '/api/v1/admin/account/two-factor'))).status).toBe(200);

  await enrol(staff);
  expect((await call(OVERVIEW, staff.request('GET', '/api/v1/admin/overview'))).status).toBe(200);
  // And it cannot be turned off while it is required.
  const off = await call(
    OFF,
    staff.request('POST', '/api/v1/admin/account/two-factor/off', { json: { proof: 'x' } }),
  );
  expect(off.status).toBe(409);
  const listed = await (await call(ACCOUNTS, owner.request('GET', '/api/v1/admin/accounts'))).json();
  expect(
    listed.accounts.find((a: { email: string }) => a.email === 'staff-a-2fa@kinglife.test').twoFactor,
  ).toBe(true);
});

it("an Owner's reset removes the account's second factor; it signs in with the new password and must enrol again", async () => {
  const lostPhone = await signIn(testDb.db, 'staff-b-2fa@kinglife.test');
  await enrol(lostPhone);
  expect(await testDb.db.$count(recoveryCodes, eq(recoveryCodes.userId, lostPhone.user.id))).toBe(10);

  const reset = await call(
    RESET,
    owner.request('POST', `/api/v1/admin/accounts/${lostPhone.user.id}/reset`),
    {
      id: lostPhone.user.id,
    },
  );
  expect(reset.status).toBe(200);
  expect(await testDb.db.$count(twoFactor, eq(twoFactor.userId, lostPhone.user.id))).toBe(0);
  expect(await testDb.db.$count(recoveryCodes, eq(recoveryCodes.userId, lostPhone.user.id))).toBe(0);
  expect((await call(OVERVIEW, lostPhone.request('GET', '/api/v1/admin/overview'))).status).toBe(401);

  // (The mailed link sets the password; here it is set directly.)
  await setAdminPassword(testDb.db, lostPhone.user.id, await hashPassword('after-reset'));
  const signedIn = await LOGIN(
    request('POST', '/api/v1/auth/login', {
      json: { contact: 'staff-b-2fa@kinglife.test', password: 'after-reset' },
    }),
  );
  const body = await signedIn.json();
  expect(body.user.twoFactor).toEqual({ enabled: false, required: true });
  const cookie = /kl_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0];
  expect((await OVERVIEW(request('GET', '/api/v1/admin/overview', { cookie }))).status).toBe(403);
});

it('stops requiring it when the Owner says so', async () => {
  const other = await signIn(testDb.db, 'staff-c-2fa@kinglife.test');
  expect((await call(OVERVIEW, other.request('GET', '/api/v1/admin/overview'))).status).toBe(403);
  expect(await (await require2fa(owner, false)).json()).toEqual({ requireTwoFactor: false });
  expect((await call(OVERVIEW, other.request('GET', '/api/v1/admin/overview'))).status).toBe(200);
});
