import { freshDatabase, type TestDatabase } from '../../../test/db';
import { adminUsers } from '../../db/schema';
import { findAdminByContact } from '../adminUsers';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from '../firstAdmin';
import { verifyPassword } from '../passwords';

let testDb: TestDatabase;
beforeEach(async () => {
  testDb = await freshDatabase({ useForApp: false });
});
afterEach(async () => {
  await testDb.drop();
});

it('creates the first account from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PHONE, once', async () => {
  const log: string[] = [];
  const env = {
    ADMIN_EMAIL: 'boss@kinglife.test',
    ADMIN_PASSWORD: 'from-the-env',
    ADMIN_PHONE: '050-111-2222',
  };
  expect(await ensureFirstAdmin(testDb.db, env, (l) => log.push(l))).toBe('boss@kinglife.test');
  const user = await findAdminByContact(testDb.db, '0501112222');
  expect(user?.email).toBe('boss@kinglife.test');
  expect(await verifyPassword('from-the-env', user!.passwordHash)).toBe(true);
  expect(log.join('\n')).not.toContain('from-the-env');

  // Later starts leave the accounts alone, even with other values.
  expect(
    await ensureFirstAdmin(testDb.db, { ...env, ADMIN_EMAIL: 'other@kinglife.test' }, () => {}),
  ).toBeNull();
  expect(await testDb.db.select().from(adminUsers)).toHaveLength(1);
});

it('without a password prints a random one-time password once, which then signs in', async () => {
  const log: string[] = [];
  await ensureFirstAdmin(testDb.db, {}, (l) => log.push(l));
  const password = /one-time password: (\S+)/.exec(log.join('\n'))?.[1];
  expect(password).toMatch(/^[\w-]{16}$/);
  const user = await findAdminByContact(testDb.db, DEFAULT_ADMIN_EMAIL);
  expect(await verifyPassword(password!, user!.passwordHash)).toBe(true);

  const again: string[] = [];
  await ensureFirstAdmin(testDb.db, {}, (l) => again.push(l));
  expect(again).toEqual([]);
});

it('refuses an ADMIN_PASSWORD shorter than 6 characters', async () => {
  await expect(ensureFirstAdmin(testDb.db, { ADMIN_PASSWORD: '12345' }, () => {})).rejects.toThrow(
    /at least 6/,
  );
  expect(await testDb.db.select().from(adminUsers)).toHaveLength(0);
});
