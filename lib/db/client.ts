import 'server-only';
import type { Pool } from 'pg';
import { env } from '../env';
import { connect, type Database } from './connect';

/**
 * The app's one pool, created on first use. Kept on globalThis so that dev-mode reloads and the
 * build's page workers reuse it instead of opening a pool per module instance.
 */
const globalForDb = globalThis as unknown as { kinglifeDb?: { db: Database; pool: Pool } };

export function getDb(): Database {
  if (!globalForDb.kinglifeDb) {
    const { DATABASE_URL: url, DATABASE_POOL_SIZE } = env();
    if (!url) {
      throw new Error(
        'DATABASE_URL is not set. Start the app through `npm run build` / `npm start` (scripts/with-db.ts), ' +
          'which provide the embedded database, or set DATABASE_URL.',
      );
    }
    globalForDb.kinglifeDb = connect(url, DATABASE_POOL_SIZE);
  }
  return globalForDb.kinglifeDb.db;
}

/** The app's pool: connections open, idle, and queries waiting for one (null before first use). */
export function poolStats(): { total: number; idle: number; waiting: number } | null {
  const pool = globalForDb.kinglifeDb?.pool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** Closes the pool (tests and scripts); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const current = globalForDb.kinglifeDb;
  globalForDb.kinglifeDb = undefined;
  await current?.pool.end();
}
