/**
 * A fresh database for one test file, copied from a template prepared in globalSetup.
 *
 *   const testDb = await freshDatabase({ seeded: true });   // in beforeAll
 *   ... testDb.db (drizzle) / process.env.DATABASE_URL points at it for lib/data ...
 *   await testDb.drop();                                     // in afterAll
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { connect, type Database } from '../lib/db/connect';
import { EMPTY_TEMPLATE, SEEDED_TEMPLATE, withDatabase } from './templates';

export interface TestDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_URL;
  if (!url) throw new Error('TEST_ADMIN_URL is not set: run the tests through Jest (test/globalSetup.ts).');
  return url;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabase({ seeded = false, useForApp = true } = {}): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) =>
    c.query(`CREATE DATABASE "${name}" TEMPLATE "${seeded ? SEEDED_TEMPLATE : EMPTY_TEMPLATE}"`),
  );
  const url = withDatabase(adminUrl(), name);
  const { db, pool } = connect(url, 3);
  // lib/db/client.ts reads DATABASE_URL on first use: point the app's data layer at this database.
  if (useForApp) process.env.DATABASE_URL = url;
  return {
    url,
    db,
    async drop() {
      // The task queue's connections and timers (lib/tasks), on this database when a test used it.
      const { stopTasks } = await import('../lib/tasks/tasks');
      await stopTasks();
      await pool.end();
      const { closeDb } = await import('../lib/db/client');
      await closeDb();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * Every row of every table, in one number: a refused request must leave it as it was. The
 * rate-limit counters are left out: counting every request (refused or not) is their job.
 */
export async function totalRows(db: Database): Promise<number> {
  const tables = await db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'rate_limits'`,
  );
  const sum = tables.rows.map((t) => `(SELECT count(*) FROM "${t.name}")`).join(' + ');
  const result = await db.execute<{ n: string }>(sql.raw(`SELECT ${sum} AS n`));
  return Number(result.rows[0].n);
}

/**
 * Every table of every schema, as `schema.table`: the app's, drizzle's migrations and the task
 * queue's (pgboss), for tests that must see all the database holds.
 */
export async function allTables(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1`);
  return rows.map((row) => row.name);
}

/** How many rows each table holds (allTables), to compare what two requests wrote. */
export async function rowsPerTable(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await allTables(db)) {
    const { rows } = await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    counts[table] = rows[0].n;
  }
  return counts;
}

/**
 * Each of `tables`' rows and contents as one MD5 (its rows as text, in order): two databases whose
 * sums agree hold the same rows, value for value.
 */
export async function tableChecksums(db: Database, tables: string[]): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.execute<{ sum: string | null }>(
      sql.raw(`SELECT md5(string_agg(x::text, E'\\n' ORDER BY x::text)) AS sum FROM ${table} x`),
    );
    sums[table] = `${rows[0].sum ?? 'empty'}`;
  }
  return sums;
}

/** The tables (allTables) holding `needle` anywhere in a row, any case. */
export async function tablesHolding(db: Database, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables(db)) {
    const { rows } = await db.execute<{ n: number }>(
      sql.raw(
        `SELECT count(*)::int AS n FROM ${table} x WHERE x::text ILIKE '%${needle.replace(/'/g, "''")}%'`,
      ),
    );
    if (rows[0].n > 0) found.push(table);
  }
  return found;
}
