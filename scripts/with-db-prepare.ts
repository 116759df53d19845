/**
 * The preparation step of scripts/with-db.ts, forked by it once the database server is up: the
 * migrations, the seed and the first admin account (lib/db/prepare.ts). It takes its task as its
 * first message, reports the seed's log lines and the outcome back, and ends: drizzle, pg, the
 * migrations and the seeds never load into the launcher, which lives as long as the app.
 */
import { migrateAndSeed } from '../lib/db/prepare';
import { SITE_DATABASE } from '../lib/db/seedSite';

export interface PrepareTask {
  url: string;
  /** The embedded server's maintenance database, when `url` is our database on it. */
  adminUrl?: string;
  dataDir: string;
  demo: boolean;
}

export type PrepareReport = { log: string } | { seeded: boolean } | { error: string };

function report(message: PrepareReport): Promise<void> {
  return new Promise((resolve) => process.send!(message, () => resolve()));
}

if (!process.send) {
  console.error('with-db-prepare: run by scripts/with-db.ts, not on its own');
  process.exit(64);
}
// A launcher killed mid-way leaves no one to prepare for (as when this step ran inside it).
process.once('disconnect', () => process.exit(1));
process.once('message', async (task: PrepareTask) => {
  try {
    const seeded = await migrateAndSeed({
      ...task,
      ...SITE_DATABASE,
      log: (line) => void report({ log: line }),
    });
    await report({ seeded });
    process.exit(0);
  } catch (error) {
    await report({ error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
});
