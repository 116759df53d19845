/**
 * `npm run admin:create` against a real database: an account with a role, a role changed later,
 * a role the map does not know refused, and two-step verification removed only when asked.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshDatabase, type TestDatabase } from '../../test/db';
import { eq } from 'drizzle-orm';
import { findAdminByContact } from '../../lib/auth/adminUsers';
import { twoFactor } from '../../lib/db/schema';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..', '..');
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ seeded: false });
});
afterAll(async () => {
  await testDb.drop();
});

function adminCreate(...args: string[]) {
  return promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/admin-create.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: testDb.url },
    },
  );
}

it('creates an account with a role, changes it, and refuses a role that does not exist', async () => {
  await adminCreate('--email', 'hr@kinglife.test', '--password', 'hr-password', '--role', 'hr');
  expect((await findAdminByContact(testDb.db, 'hr@kinglife.test'))?.role).toBe('hr');

  await adminCreate('--email', 'hr@kinglife.test', '--password', 'hr-password', '--role', 'sales');
  expect((await findAdminByContact(testDb.db, 'hr@kinglife.test'))?.role).toBe('sales');

  await expect(adminCreate('--email', 'x@kinglife.test', '--role', 'admin')).rejects.toMatchObject({
    stderr: expect.stringContaining('--role must be one of owner, editor, hr, sales.'),
  });
  expect(await findAdminByContact(testDb.db, 'x@kinglife.test')).toBeUndefined();

  await adminCreate('--email', 'owner@kinglife.test', '--password', 'owner-password');
  expect((await findAdminByContact(testDb.db, 'owner@kinglife.test'))?.role).toBe('owner');
});

it('keeps the two-step verification of an account whose password it sets, unless asked to remove it', async () => {
  await adminCreate('--email', 'locked@kinglife.test', '--password', 'first-password');
  const user = (await findAdminByContact(testDb.db, 'locked@kinglife.test'))!;
  await testDb.db.insert(twoFactor).values({ userId: user.id, secret: 'v1.sealed', enabledAt: new Date() });

  await adminCreate('--email', 'locked@kinglife.test', '--password', 'second-password');
  expect(await testDb.db.$count(twoFactor, eq(twoFactor.userId, user.id))).toBe(1);

  const { stdout } = await adminCreate(
    '--email',
    'locked@kinglife.test',
    '--password',
    'third-password',
    '--clear-two-factor',
  );
  expect(stdout).toContain('Its two-step verification was removed.');
  expect(await testDb.db.$count(twoFactor, eq(twoFactor.userId, user.id))).toBe(0);
});
