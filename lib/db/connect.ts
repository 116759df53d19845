/**
 * Opens a connection pool and a drizzle instance on a database URL. Used by the app's shared
 * client (lib/db/client.ts) and by scripts and tests, which bring their own URL.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { log } from '../log/logger.cjs';

/**
 * Without a schema: queries name their tables (`db.select().from(table)`), so the platform's
 * client knows no feature table.
 */
export type Database = NodePgDatabase;

export function connect(url: string, max = 10): { db: Database; pool: Pool } {
  const pool = new Pool({ connectionString: url, max });
  // An idle connection the server ends (a restart, a failover, an administrator) is dropped from
  // the pool and the next query opens a new one; without a listener, pg's 'error' event would
  // end the whole process.
  pool.on('error', (error) => log.warn({ err: error }, 'db: an idle connection was closed'));
  const db = drizzle(pool);
  return { db, pool };
}

/** The handle inside `db.transaction(async (tx) => …)`: the same queries, in that transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
