/**
 * Several instances starting together against one empty database: migrations, the first seed and
 * the first admin account happen once, and every instance starts.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from '../../../test/templates';
import { connect } from '../connect';
import { prepareDatabase } from '../prepare';
import { seedSite } from '../seedSite';
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
          seed: seedSite,
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
