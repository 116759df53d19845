/**
 * Runs a command with a ready database:
 *   node dist/with-db.cjs next start     (npm start; compiled by scripts/build-launcher.ts)
 *   tsx scripts/with-db.ts next dev      (npm run dev)
 * Without DATABASE_URL it starts the embedded PostgreSQL (data in $DATA_DIR/postgres, DATA_DIR
 * defaulting to ./data) and turns on demo data (SEED_DEMO=1) unless told otherwise. It applies
 * migrations, seeds an empty database, runs the command with DATABASE_URL set and stops the
 * embedded server when the command ends or on SIGINT/SIGTERM/SIGHUP.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../lib/db/prepare';
import { seedSite } from '../lib/db/seedSite';
import { dataDir as dataDirOf, readEnv, seedsDemo } from '../lib/env';

const POSTGRES_NOTEWORTHY = /FATAL|PANIC|ERROR|WARNING|recover|interrupted|not properly shut down/;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: with-db <command> [args...]');
    process.exit(64);
  }
  const settings = readEnv();
  const dataDir = dataDirOf(settings);
  const external = settings.DATABASE_URL;
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'; // no network calls the operator did not configure

  const { url, server, seeded } = await prepareDatabase({
    databaseUrl: external,
    dataDir,
    demo: seedsDemo(settings),
    seed: seedSite,
    log: (line) => {
      if (POSTGRES_NOTEWORTHY.test(line)) console.error(`[postgres] ${line}`);
    },
  });
  console.log(
    `[with-db] ${server ? `embedded PostgreSQL on port ${server.port}, data in ${dataDir}` : 'DATABASE_URL'}; ` +
      `migrations applied${seeded ? '; empty database seeded' : ''}`,
  );

  // For operators and the browser tests: how to reach this run's database (readable by us only).
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(path.join(dataDir, '.database-url'), url, { mode: 0o600 });

  if (command === 'next' && args[0] === 'build') {
    // The pages are rendered from this database: readings cached by an earlier run (another
    // DATA_DIR, a database since restored) must not stand in for it.
    await fs.rm(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  }

  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, WITH_DB_PID: String(process.pid) },
  });

  let exiting = false;
  const finish = async (code: number) => {
    if (exiting) return;
    exiting = true;
    await server?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    console.error(`[with-db] could not run ${command}: ${error.message}`);
    void finish(127);
  });
  child.on('exit', (code, signal) => void finish(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}

main().catch((error) => {
  console.error('[with-db]', error instanceof Error ? error.message : error);
  process.exit(1);
});
