/**
 * Several instances starting together against one empty database: migrations, the first seed and
 * the first admin account happen once, and every instance starts. With MIGRATE_ON_START=0 the
 * migrations are the deploy's own step.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { withDatabase } from '../../../test/templates';
import { connect } from '../connect';
import { migrateUnderLock } from '../migrate';
import { migrationsCurrent } from '../migrationState';
import { prepareDatabase } from '../prepare';
import { SITE_DATABASE } from '../seedSite';
import { adminUsers, products, siteSettings } from '../schema';

const adminUrl = () => process.env.TEST_ADMIN_URL!;
const name = `t_prepare_${randomBytes(4).toString('hex')}`;

async function admin(query: string) {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`CREATE DATABASE "${name}"`));
afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

it('prepares a blank database once when three instances start at the same moment', async () => {
  const url = withDatabase(adminUrl(), name);
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        prepareDatabase({
          databaseUrl: url,
          dataDir: '/nonexistent',
          demo: false,
          ...SITE_DATABASE,
          firstAdmin: { ADMIN_EMAIL: 'first@kinglife.test', ADMIN_PASSWORD: 'first-password' },
        }),
      ),
    );
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
  } finally {
    log.mockRestore();
  }
  const { db, pool } = connect(url, 1);
  try {
    expect(await db.$count(siteSettings)).toBe(1);
    expect(await db.$count(products)).toBe(18);
    expect(await db.$count(adminUsers)).toBe(1);
  } finally {
    await pool.end();
  }
});

it('with MIGRATE_ON_START=0 a start migrates nothing and seeds nothing until `npm run db:migrate` has run', async () => {
  const apart = `${name}_apart`;
  await admin(`CREATE DATABASE "${apart}"`);
  const url = withDatabase(adminUrl(), apart);
  const { db, pool } = connect(url, 2);
  const lines: string[] = [];
  const start = () =>
    prepareDatabase({
      databaseUrl: url,
      dataDir: '/nonexistent',
      demo: false,
      ...SITE_DATABASE,
      log: (line) => lines.push(line),
      firstAdmin: { ADMIN_EMAIL: 'first@kinglife.test', ADMIN_PASSWORD: 'first-password' },
    });
  process.env.MIGRATE_ON_START = '0';
  try {
    expect((await start()).seeded).toBe(false);
    expect(lines.join('\n')).toContain('run `npm run db:migrate`');
    expect(await migrationsCurrent(db)).toBe(false);
    const { rows } = await db.execute<{ made: boolean }>(
      sql`SELECT to_regclass('public.site_settings') IS NOT NULL AS made`,
    );
    expect(rows[0].made).toBe(false);

    // The deploy's own step, then the start: seeded, with its first account.
    expect(await migrateUnderLock(db, pool, SITE_DATABASE)).toMatchObject({ before: 0 });
    expect(await migrationsCurrent(db)).toBe(true);
    expect((await start()).seeded).toBe(true);
    expect(await db.$count(siteSettings)).toBe(1);
    expect(await db.$count(adminUsers)).toBe(1);
  } finally {
    delete process.env.MIGRATE_ON_START;
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS "${apart}" WITH (FORCE)`);
  }
});
