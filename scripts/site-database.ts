/**
 * The site's database for a maintenance script: DATABASE_URL when set; the running site's
 * embedded server when there is one ($DATA_DIR/.database-url answers); otherwise the embedded
 * server started for the script and stopped after it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Client, type Pool } from 'pg';
import { connect, type Database } from '../lib/db/connect';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../lib/db/embedded';
import { createDatabaseIfMissing } from '../lib/db/prepare';
import { dataDir as dataDirOf, readEnv } from '../lib/env';

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function withSiteDatabase<T>(
  run: (db: Database, dataDir: string, pool: Pool) => Promise<T>,
): Promise<T> {
  const settings = readEnv();
  const dataDir = dataDirOf(settings);
  let url = settings.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const running = (await fs.readFile(path.join(dataDir, '.database-url'), 'utf8').catch(() => '')).trim();
    if (running && (await answers(running))) {
      url = running;
    } else {
      const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), log: console.log });
      await createDatabaseIfMissing(server.adminUrl, EMBEDDED_DATABASE);
      url = server.urlFor(EMBEDDED_DATABASE);
      stop = () => server.stop();
    }
  }
  const { db, pool } = connect(url, 2);
  try {
    return await run(db, dataDir, pool);
  } finally {
    await pool.end();
    await stop?.();
  }
}
