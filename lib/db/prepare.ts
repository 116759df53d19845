/**
 * Everything that must happen before the app touches its database: the embedded server when no
 * DATABASE_URL is given, the `kinglife` database, migrations, the first seed and the first admin
 * account.
 */
import path from 'node:path';
import { Client } from 'pg';
import { ensureFirstAdmin, type FirstAdminEnv } from '../auth/firstAdmin';
import { env } from '../env';
import { uploadsIn } from '../storage/keys';
import { connect } from './connect';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { runMigrations } from './migrate';
import { seedIfEmpty } from './seed';

export const EMBEDDED_DATABASE = 'kinglife';

export interface PreparedDatabase {
  url: string;
  /** Set when we started the embedded server: stop it when done. */
  server?: EmbeddedServer;
  seeded: boolean;
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  demo: boolean;
  log?: (line: string) => void;
  /** Where the first admin account comes from (default: the environment); false to skip it. */
  firstAdmin?: FirstAdminEnv | false;
}): Promise<PreparedDatabase> {
  let url = options.databaseUrl;
  let server: EmbeddedServer | undefined;
  if (!url) {
    server = await startEmbeddedPostgres({ dir: path.join(options.dataDir, 'postgres'), log: options.log });
    await createDatabaseIfMissing(server.adminUrl, EMBEDDED_DATABASE);
    url = server.urlFor(EMBEDDED_DATABASE);
  }
  const { db, pool } = connect(url, 2);
  try {
    await runMigrations(db);
    const seeded = await seedIfEmpty(
      db,
      options.demo ? { demo: true, uploadsDir: uploadsIn(options.dataDir) } : { demo: false },
    );
    if (options.firstAdmin !== false) {
      const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PHONE } = env();
      await ensureFirstAdmin(db, options.firstAdmin ?? { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PHONE });
    }
    return { url, server, seeded };
  } catch (error) {
    await server?.stop();
    throw error;
  } finally {
    await pool.end();
  }
}
