/**
 * Runs a command with a ready database:
 *   node dist/with-db.cjs next start     (npm start; compiled by scripts/build-launcher.ts)
 *   node dist/with-db.cjs node server.js (the release, scripts/release.ts)
 *   tsx scripts/with-db.ts next dev      (npm run dev)
 * Without DATABASE_URL it starts the embedded PostgreSQL (data in $DATA_DIR/postgres, DATA_DIR
 * defaulting to ./data) and turns on demo data (SEED_DEMO=1) unless told otherwise. It applies
 * migrations, seeds an empty database, runs the command with DATABASE_URL set and stops the
 * embedded server when the command ends or on SIGINT/SIGTERM/SIGHUP.
 *
 * This process lives as long as the command, so it holds only what supervising takes: the
 * migrations and the seed run in a short-lived process of their own (scripts/with-db-prepare.ts).
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedServer } from '../lib/db/embedded';
import { dataDir as dataDirOf, readEnv, seedsDemo } from '../lib/env';
import { lowSpaceWarnings } from '../lib/process/diskSpace';
import type { PrepareReport, PrepareTask } from './with-db-prepare';

const POSTGRES_NOTEWORTHY = /FATAL|PANIC|ERROR|WARNING|recover|interrupted|not properly shut down/;

function log(line: string) {
  if (POSTGRES_NOTEWORTHY.test(line)) console.error(`[postgres] ${line}`);
}

/**
 * Runs scripts/with-db-prepare.ts (dist/with-db-prepare.cjs beside dist/with-db.cjs) with the
 * task and waits for it to end; says whether it seeded an empty database.
 */
function prepare(task: PrepareTask): Promise<boolean> {
  const script = path.join(__dirname, `with-db-prepare${path.extname(__filename)}`);
  return new Promise((resolve, reject) => {
    let outcome: Exclude<PrepareReport, { log: string }> | undefined;
    const child = fork(script); // this process's stdio and Node options (tsx's loader under npm run dev)
    child.on('message', (report: PrepareReport) => {
      if ('log' in report) log(report.log);
      else outcome = report;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (outcome && 'seeded' in outcome) return resolve(outcome.seeded);
      reject(new Error(outcome?.error ?? `preparing the database ended with ${signal ?? `code ${code}`}`));
    });
    child.send(task);
  });
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: with-db <command> [args...]');
    process.exit(64);
  }
  const settings = readEnv();
  const dataDir = dataDirOf(settings);
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'; // no network calls the operator did not configure

  let url = settings.DATABASE_URL;
  let server: EmbeddedServer | undefined;
  if (!url) {
    server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), log });
    url = server.urlFor(EMBEDDED_DATABASE);
  }
  const demo = seedsDemo(settings);
  const seeded = await prepare({ url, adminUrl: server?.adminUrl, dataDir, demo }).catch(async (error) => {
    await server?.stop();
    throw error;
  });
  console.log(
    `[with-db] ${server ? `embedded PostgreSQL on port ${server.port}, data in ${dataDir}` : 'DATABASE_URL'}; ` +
      `migrations applied${seeded ? '; empty database seeded' : ''}`,
  );

  // For operators and the browser tests: how to reach this run's database (readable by us only).
  // Not needed to serve: a data folder that is full (or read-only) is said in the log, not fatal.
  await fs.mkdir(dataDir, { recursive: true });
  await fs
    .writeFile(path.join(dataDir, '.database-url'), url, { mode: 0o600 })
    .catch((error: Error) =>
      console.warn(`[with-db] could not write ${dataDir}/.database-url: ${error.message}`),
    );
  for (const warning of await lowSpaceWarnings({ 'data folder': dataDir, 'temporary folder': os.tmpdir() }))
    console.warn(warning);

  if (command === 'next' && args[0] === 'build') {
    // The pages are rendered from this database: readings cached by an earlier run (another
    // DATA_DIR, a database since restored) must not stand in for it.
    await fs.rm(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  }

  // `node` is this Node: the release runs `node dist/with-db.cjs node server.js` (scripts/release.ts).
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WITH_DB_PID: String(process.pid),
      // Where Next's router takes the server to be (proxy.ts): the release's server.js listens on
      // HOSTNAME (0.0.0.0 unset), `next start` and `next dev` are told no hostname (localhost).
      NEXT_ROUTER_HOST: command === 'node' ? process.env.HOSTNAME || '0.0.0.0' : 'localhost',
    },
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
