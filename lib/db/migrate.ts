import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connect';

export const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** Applies the committed SQL migrations (idempotent; drizzle records what it ran). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
