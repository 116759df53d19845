/**
 * One PostgreSQL server for the whole Jest run: the embedded one in a temporary folder, or the
 * server at TEST_DATABASE_URL. Two template databases are prepared once (migrated; migrated and
 * seeded) so that each test file gets its own fresh database in milliseconds (test/db.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { connect } from '../lib/db/connect';
import { startEmbeddedPostgres, type EmbeddedServer } from '../lib/db/embedded';
import { CONTENT_TABLES } from '../lib/data/collections';
import { runMigrations } from '../lib/db/migrate';
import { seedIfEmpty, type SeedOptions } from '../lib/db/seed';
import { LocalFileStorage } from '../lib/storage/local';
import { SEEDED_TEMPLATE, EMPTY_TEMPLATE, withDatabase } from './templates';

declare global {
  var __TEST_PG__: { server?: EmbeddedServer; dir?: string } | undefined;
}

async function prepareTemplate(adminUrl: string, name: string, seed?: SeedOptions) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const { db, pool } = connect(withDatabase(adminUrl, name), 2);
  try {
    await runMigrations(db, { contentTables: CONTENT_TABLES });
    if (seed) await seedIfEmpty(db, seed);
  } finally {
    await pool.end();
  }
}

export default async function globalSetup() {
  // The server's log (lib/log) stays out of the test output; test/logs.ts reads it where a test checks it.
  process.env.LOG_LEVEL ??= 'silent';
  let adminUrl = process.env.TEST_DATABASE_URL;
  // Removed by globalTeardown. The seeded template's demo résumés are written here; each test
  // file stores its own uploads in its own DATA_DIR (test/admin.ts tempDataDir).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-jest-'));
  globalThis.__TEST_PG__ = { dir };
  if (!adminUrl) {
    const server = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), fast: true });
    globalThis.__TEST_PG__.server = server;
    adminUrl = server.adminUrl;
  }
  await prepareTemplate(adminUrl, EMPTY_TEMPLATE);
  await prepareTemplate(adminUrl, SEEDED_TEMPLATE, {
    demo: true,
    storage: new LocalFileStorage(path.join(dir, 'seed-uploads')),
  });
  // Workers are started after this and inherit the environment.
  process.env.TEST_ADMIN_URL = adminUrl;
}
