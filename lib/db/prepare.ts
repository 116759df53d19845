/**
 * Everything that must happen before the app touches its database: the embedded server when no
 * DATABASE_URL is given, the `kinglife` database, migrations, the seed (the caller's: the site's
 * is lib/db/seedSite.ts) and the first admin account.
 */
import path from 'node:path';
import { Client } from 'pg';
import { ensureFirstAdmin, type FirstAdminEnv } from '../auth/firstAdmin';
import { env } from '../env';
import { removeOrphanFiles } from '../maintenance/orphans';
import type { FileStorage } from '../storage';
import { storageFor } from '../storage/configured';
import { connect, type Database } from './connect';
import { LOCKS } from './locks';
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { migrationsCurrent } from './migrationState';
import { runMigrations, type SiteMigrations } from './migrate';

/**
 * Fills a database the first time (and tops up an older one), after the migrations, under the
 * preparation's lock; says whether it seeded an empty database.
 */
export type SeedStep = (
  db: Database,
  options: { demo: boolean; storage: FileStorage; log?: (line: string) => void },
) => Promise<boolean>;

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

/**
 * The embedded database has exactly one app (this launcher's), so nothing is in flight when it
 * starts: files of uploads a crash interrupted can go at once. (Tasks a killed process held, its
 * mail among them, are taken over by the queue once their heartbeat stops: lib/tasks.)
 */
async function recoverAfterCrash(db: Database, storage: FileStorage, log: (line: string) => void = () => {}) {
  const orphans = await removeOrphanFiles(db, storage, 0);
  if (orphans.length)
    log(`Recovered after an interrupted run: ${orphans.length} unfinished upload(s) removed`);
}

export interface PrepareOptions extends SiteMigrations {
  dataDir: string;
  demo: boolean;
  seed: SeedStep;
  log?: (line: string) => void;
  /** Where the first admin account comes from (default: the environment); false to skip it. */
  firstAdmin?: FirstAdminEnv | false;
}

export async function prepareDatabase(
  options: PrepareOptions & { databaseUrl?: string },
): Promise<PreparedDatabase> {
  let url = options.databaseUrl;
  let server: EmbeddedServer | undefined;
  if (!url) {
    server = await startEmbeddedPostgres({ dir: path.join(options.dataDir, 'postgres'), log: options.log });
    url = server.urlFor(EMBEDDED_DATABASE);
  }
  try {
    const seeded = await migrateAndSeed({ ...options, url, adminUrl: server?.adminUrl });
    return { url, server, seeded };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}

/**
 * prepareDatabase's steps once the server is up: the migrations, the seed, the first admin
 * account; says whether it seeded an empty database. scripts/with-db.ts runs this in a process of
 * its own (scripts/with-db-prepare.ts), the server being its own.
 */
export async function migrateAndSeed(
  options: PrepareOptions & {
    url: string;
    /**
     * Set when `url` is EMBEDDED_DATABASE on the embedded server (this is its maintenance
     * database): that database is created when missing, and a crashed run's leftovers go.
     */
    adminUrl?: string;
  },
): Promise<boolean> {
  const { url, adminUrl } = options;
  if (adminUrl) await createDatabaseIfMissing(adminUrl, EMBEDDED_DATABASE);
  const { db, pool } = connect(url, 2);
  const storage = storageFor(options.dataDir);
  // Instances starting together take turns: the first migrates and seeds, the others find it done.
  const lock = new Client({ connectionString: url });
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [LOCKS.prepare]);
    if (env().MIGRATE_ON_START === '1') await runMigrations(db, options);
    else if (!(await migrationsCurrent(db))) {
      // The seed and the first account need this release's tables: they wait for the next start.
      options.log?.(
        '[with-db] MIGRATE_ON_START=0 and this release has migrations the database lacks: run `npm run db:migrate`; until then /api/ready answers 503',
      );
      return false;
    }
    const seeded = await options.seed(db, { demo: options.demo, storage, log: options.log });
    if (options.firstAdmin !== false) {
      const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PHONE } = env();
      await ensureFirstAdmin(db, options.firstAdmin ?? { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PHONE });
    }
    if (adminUrl) await recoverAfterCrash(db, storage, options.log);
    return seeded;
  } finally {
    await lock.end().catch(() => undefined); // ending the session releases the lock
    await pool.end();
  }
}
