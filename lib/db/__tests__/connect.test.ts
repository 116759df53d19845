import { Client } from 'pg';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { connect } from '../connect';
import { captureLogs } from '@/test/logs';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
});
afterAll(async () => {
  await testDb.drop();
});

it('outlives an idle connection the server ends, and the next query opens a new one', async () => {
  const { pool } = connect(testDb.url, 1);
  const logged = captureLogs();
  try {
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const closed = new Promise((resolve) => pool.once('error', resolve));
    // As a server restart or DROP DATABASE … WITH (FORCE) does: without a listener on the pool,
    // pg's 'error' event on the idle connection would be thrown and end the process (or the test).
    const other = new Client({ connectionString: testDb.url });
    await other.connect();
    await other.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await other.end();
    await closed;
    const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again.rows[0].pid).not.toBe(rows[0].pid);
    expect(logged.said()).toEqual(['warn: db: an idle connection was closed']);
  } finally {
    logged.restore();
    await pool.end();
  }
});
