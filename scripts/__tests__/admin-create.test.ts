/**
 * `npm run admin:create` against a real database: an account with a role, a role changed later,
 * and a role the map does not know refused.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshDatabase, type TestDatabase } from '../../test/db';
import { findAdminByContact } from '../../lib/data/adminUsers';

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
