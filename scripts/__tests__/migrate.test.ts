/**
 * `npm run db:migrate` against a real, empty database: every migration applied and nothing seeded;
 * run again, nothing to apply; and it waits for a server that holds the preparation's lock.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { withDatabase } from '../../test/templates';
import { LOCKS } from '../../lib/db/locks';

jest.setTimeout(90_000);

const root = path.resolve(__dirname, '..', '..');
const name = `t_migrate_${randomBytes(4).toString('hex')}`;
const adminUrl = () => process.env.TEST_ADMIN_URL!;
const url = () => withDatabase(adminUrl(), name);

async function query<T extends object>(connection: string, text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(() => query(adminUrl(), `CREATE DATABASE "${name}"`));
afterAll(() => query(adminUrl(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

const migrate = () =>
  promisify(execFile)(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url() },
  });

it('applies every migration to an empty database, seeds nothing, and applies nothing the second time', async () => {
  const committed = fs
    .readdirSync(path.join(root, 'lib', 'db', 'migrations'))
    .filter((f) => f.endsWith('.sql'));
  const first = await migrate();
  expect(first.stdout).toContain(
    `[migrate] applied ${committed.length} migration(s); ${committed.length} in all`,
  );
  const [applied] = await query<{ n: number }>(
    url(),
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  expect(applied.n).toBe(committed.length);
  const [products] = await query<{ n: number }>(url(), 'SELECT count(*)::int AS n FROM products');
  expect(products.n).toBe(0);
  const [accounts] = await query<{ n: number }>(url(), 'SELECT count(*)::int AS n FROM admin_users');
  expect(accounts.n).toBe(0);

  const second = await migrate();
  expect(second.stdout).toContain(
    `[migrate] nothing to apply: ${committed.length} migrations were applied already`,
  );
});

it("waits while a starting server holds the preparation's lock", async () => {
  const holder = new Client({ connectionString: url() });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [LOCKS.prepare]);
  let done = false;
  const running = migrate().then((result) => {
    done = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(done).toBe(false);
  await holder.end(); // its session ends: the lock goes
  expect((await running).stdout).toContain('[migrate] nothing to apply');
});
