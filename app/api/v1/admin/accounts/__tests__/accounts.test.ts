/**
 * @jest-environment node
 *
 * The Accounts screen's API against a real database and a real SMTP server: an Owner invites
 * (the link in the mail sets the password once, within 48 hours), changes roles, deactivates (the
 * sessions end at once) and resets; there is always an active Owner.
 */
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { call, request, signIn, expectFieldErrors } from '@/test/admin';
import { startSmtp } from '@/test/smtp';
import { hashPassword } from '@/lib/auth/passwords';
import { createSession, findSession } from '@/lib/auth/sessions';
import { createAdmin, findAdminByContact } from '@/lib/auth/adminUsers';
import { inviteAccount, LINK_TTL_MS } from '@/features/accounts/data';
import { adminUsers, outgoingMail } from '@/lib/db/schema';
import { GET, POST } from '../route';
import { PATCH } from '../[id]/route';
import { POST as RESET } from '../[id]/reset/route';
import { DELETE as REVOKE } from '../invitations/[id]/route';
import { POST as SET_PASSWORD } from '../../../auth/password/reset/route';
import { POST as LOGIN } from '../../../auth/login/route';

let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  owner = await signIn(testDb.db, 'owner@kinglife.test');
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await testDb.drop();
});

/** The token of the newest link mailed to `to`. */
function linkMailedTo(to: string): string {
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  // The body is quoted-printable: soft line breaks and =XX escapes undone.
  const body = mail?.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = body?.match(/\?link=([\w%-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return decodeURIComponent(token);
}

function setPassword(resetToken: string, password = 'a-new-password') {
  return call(
    SET_PASSWORD,
    owner.request('POST', '/api/v1/auth/password/reset', {
      json: { password, confirmPassword: password, resetToken },
    }),
  );
}

/** An account with a password it can sign in with, made directly. */
async function staffAccount(email: string, password: string, role: 'hr' | 'sales') {
  return createAdmin(testDb.db, { email, passwordHash: await hashPassword(password), role });
}

/** A sign-in from another browser (the owner's own session must not end). */
function login(contact: string, password: string) {
  return call(LOGIN, request('POST', '/api/v1/auth/login', { json: { contact, password } }));
}

it('invites by e-mail: the link creates the account with its role, once', async () => {
  const invited = await call(
    POST,
    owner.request('POST', '/api/v1/admin/accounts', {
      json: { email: 'sara@kinglife.test', role: 'editor' },
    }),
  );
  expect(invited.status).toBe(201);
  expect(await invited.json()).toMatchObject({ email: 'sara@kinglife.test', role: 'editor' });
  const listed = await (await call(GET, owner.request('GET', '/api/v1/admin/accounts'))).json();
  expect(listed.invitations).toEqual([
    expect.objectContaining({ email: 'sara@kinglife.test', role: 'editor' }),
  ]);

  const token = linkMailedTo('sara@kinglife.test');
  expect((await setPassword(token, 'sara-password')).status).toBe(200);
  expect(await findAdminByContact(testDb.db, 'sara@kinglife.test')).toMatchObject({
    role: 'editor',
    name: 'Sara',
  });
  expect((await login('sara@kinglife.test', 'sara-password')).status).toBe(200);
  // Used once.
  expect(await (await setPassword(token, 'another-password')).json()).toMatchObject({
    error: 'invalid_token',
  });
  const after = await (await call(GET, owner.request('GET', '/api/v1/admin/accounts'))).json();
  expect(after.invitations).toEqual([]);
});

it('refuses an address that has an account, and a bad address or role with the form messages', async () => {
  const taken = await call(
    POST,
    owner.request('POST', '/api/v1/admin/accounts', { json: { email: 'OWNER@kinglife.test', role: 'hr' } }),
  );
  expect(taken.status).toBe(409);
  expect((await taken.json()).message).toBe('An account with this e-mail address exists already.');
  const bad = await call(
    POST,
    owner.request('POST', '/api/v1/admin/accounts', { json: { email: 'not-an-address', role: 'admin' } }),
  );
  await expectFieldErrors(bad, {
    email: 'Please enter a valid e-mail address.',
    role: 'Please choose a role.',
  });
});

it('lets a link work for 48 hours only, and not once withdrawn', async () => {
  const old = new Date(Date.now() - LINK_TTL_MS - 60_000);
  await inviteAccount(testDb.db, { email: 'late@kinglife.test', role: 'hr' }, owner.user.id, old);
  expect((await setPassword(await linkQueuedFor('late@kinglife.test'))).status).toBe(400);

  const invited = await (
    await call(
      POST,
      owner.request('POST', '/api/v1/admin/accounts', {
        json: { email: 'maybe@kinglife.test', role: 'sales' },
      }),
    )
  ).json();
  const revoked = await call(
    REVOKE,
    owner.request('DELETE', `/api/v1/admin/accounts/invitations/${invited.id}`),
    {
      id: invited.id,
    },
  );
  expect(revoked.status).toBe(200);
  expect((await setPassword(linkMailedTo('maybe@kinglife.test'))).status).toBe(400);
  expect(await findAdminByContact(testDb.db, 'maybe@kinglife.test')).toBeUndefined();
});

it('changes a role, and ends every session of an account it deactivates, at once', async () => {
  const user = await staffAccount('omar@kinglife.test', 'omar-password', 'sales');
  const { token } = await createSession(testDb.db, user.id);
  const patch = (json: object) =>
    call(PATCH, owner.request('PATCH', `/api/v1/admin/accounts/${user.id}`, { json }), { id: user.id });

  expect(await (await patch({ role: 'hr' })).json()).toMatchObject({ role: 'hr', active: true });
  expect(await (await patch({ active: false })).json()).toMatchObject({ active: false });
  expect(await findSession(testDb.db, token)).toBeNull();
  expect(await (await login('omar@kinglife.test', 'omar-password')).json()).toMatchObject({
    error: 'invalid_credentials',
  });
  await patch({ active: true });
  expect((await login('omar@kinglife.test', 'omar-password')).status).toBe(200);
});

it('keeps an active Owner: the last one cannot be demoted or deactivated, and nobody deactivates themselves', async () => {
  const [me] = await testDb.db.select().from(adminUsers).where(eq(adminUsers.id, owner.user.id));
  const patch = (id: number, json: object) =>
    call(PATCH, owner.request('PATCH', `/api/v1/admin/accounts/${id}`, { json }), { id });
  const owners = await testDb.db.select().from(adminUsers).where(eq(adminUsers.role, 'owner'));
  // Every other Owner (the seeded first account) becomes an Editor: `me` is the last one.
  for (const other of owners.filter((o) => o.id !== me.id))
    expect((await patch(other.id, { role: 'editor' })).status).toBe(200);

  for (const change of [{ role: 'editor' }, { active: false }]) {
    const refused = await patch(me.id, change);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'There must always be an active Owner: make another account an Owner first.',
    );
  }
  await createAdmin(testDb.db, { email: 'second-owner@kinglife.test', passwordHash: 'x', role: 'owner' });
  const self = await patch(me.id, { active: false });
  expect(await self.json()).toMatchObject({ message: 'You cannot deactivate your own account.' });
  expect((await patch(me.id, { role: 'editor' })).status).toBe(200); // another Owner remains
  await testDb.db.update(adminUsers).set({ role: 'owner' }).where(eq(adminUsers.id, me.id));
});

it('resets a password: the sessions end, the old password stops working, the mailed link sets a new one', async () => {
  const user = await staffAccount('lina@kinglife.test', 'lina-password', 'hr');
  const { token } = await createSession(testDb.db, user.id);
  const reset = await call(RESET, owner.request('POST', `/api/v1/admin/accounts/${user.id}/reset`), {
    id: user.id,
  });
  expect(reset.status).toBe(200);
  expect(await findSession(testDb.db, token)).toBeNull();
  expect((await login('lina@kinglife.test', 'lina-password')).status).toBe(401);
  expect((await setPassword(linkMailedTo('lina@kinglife.test'), 'lina-new-password')).status).toBe(200);
  expect((await login('lina@kinglife.test', 'lina-new-password')).status).toBe(200);
});

/** The token of a link whose mail is still queued (made through the data layer, not sent). */
async function linkQueuedFor(to: string): Promise<string> {
  const [mail] = await testDb.db.select().from(outgoingMail).where(eq(outgoingMail.to, to));
  return decodeURIComponent(mail.text.match(/\?link=([\w%-]+)/)![1]);
}
