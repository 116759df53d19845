/**
 * Direct access to the database of the app under test (the launcher writes its URL to
 * $DATA_DIR/.database-url), for checking that a submission was really stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  return dir;
}

/** A connection to the database of the app running on `dataDir` (the suite's, unless named). */
export async function withE2eDb<T>(run: (client: Client) => Promise<T>, dataDir = e2eDataDir()): Promise<T> {
  const url = fs.readFileSync(path.join(dataDir, '.database-url'), 'utf8').trim();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
