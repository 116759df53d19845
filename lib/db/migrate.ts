import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import type { Database } from './connect';
import { attachContentTriggers } from './contentTriggers';
import { LOCKS } from './locks';

export const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

/**
 * What the site's migrations take besides the SQL files: the tables of its collections (the list
 * of collections, lib/data/collections.ts, gives them as CONTENT_TABLES), which then carry the
 * content triggers. Every path that migrates passes it, so a new kind needs no trigger of its own.
 */
export interface SiteMigrations {
  contentTables: readonly string[];
}

/** Applies the committed SQL migrations (idempotent; drizzle records what it ran), then the content triggers. */
export async function runMigrations(db: Database, { contentTables }: SiteMigrations): Promise<void> {
  await migrate(db, { migrationsFolder });
  await attachContentTriggers(db, contentTables);
}

async function appliedCount(db: Database): Promise<number> {
  const { rows: made } = await db.execute<{ made: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS made`,
  );
  if (!made[0].made) return 0;
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return rows[0].n;
}

/**
 * The deploy's migration step (`npm run db:migrate`): the migrations alone, under the lock the
 * servers' start takes (lib/db/prepare.ts), so a server starting meanwhile waits for it. Says how
 * many were applied before and after.
 */
export async function migrateUnderLock(
  db: Database,
  pool: Pool,
  site: SiteMigrations,
): Promise<{ before: number; after: number }> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [LOCKS.prepare]);
    const before = await appliedCount(db);
    await runMigrations(db, site);
    return { before, after: await appliedCount(db) };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCKS.prepare]).catch(() => undefined);
    lock.release();
  }
}
