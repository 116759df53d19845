/**
 * Whether the database has every migration this release brings (drizzle records each applied
 * one with its `when`). A newer release's migrations already there are fine: during a rolling
 * deploy the old release runs on the new schema (ARCHITECTURE.md, expand then contract).
 * Apart from ./migrate.ts so that the server's readiness does not load drizzle's migrator.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './connect';
import journal from './migrations/meta/_journal.json';

const NEWEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

export async function migrationsCurrent(db: Database): Promise<boolean> {
  const { rows: made } = await db.execute<{ made: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS made`,
  );
  if (!made[0].made) return false;
  const { rows } = await db.execute<{ applied: string | null }>(
    sql`SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.applied ?? 0) >= NEWEST_MIGRATION;
}
