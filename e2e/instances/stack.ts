/**
 * Several app servers as the README's "Several app servers" deploys them, all on 127.0.0.1:
 * PostgreSQL, Redis, an S3-compatible server, an SMTP server, two app servers running the same
 * build, nginx balancing them (deploy/nginx/kinglife-instances.conf) and Varnish in front of nginx
 * (deploy/varnish/default.vcl). For e2e/instances/instances.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { createDatabaseIfMissing } from '../../lib/db/prepare';
import { freePort, startEmbeddedPostgres } from '../../lib/db/embedded';
import { instancesConfig, startNginx } from '../../test/nginx';
import { startRedis } from '../../test/redis';
import { startS3 } from '../../test/s3';
import { startSmtp } from '../../test/smtp';
import { startServerProcess } from '../../test/serverProcess';
import { startVarnish } from '../../test/varnish';

/** The bearer each server's GET /api/metrics takes. */
export const METRICS_TOKEN = 'instances-metrics-token';

export const STAFF = { email: 'staff@kinglife.test', password: 'instances-password' };

const APP_DIR = path.join(__dirname, '..', '..');
/** Where in the bucket the site's files go. */
export const S3_PREFIX = 'site';

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * One stack for a spec file, its tests in order (each may leave it changed for the next): started
 * before the first, given to `use`, stopped after the last.
 */
export function stackForFile(use: (stack: Stack) => void) {
  let started: Stack | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    started = await startStack();
    use(started);
  });
  test.afterAll(async () => {
    await started?.stop();
  });
}

export async function startStack() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-instances-'));
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error) => console.error(error));
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    const postgresDir = path.join(work, 'postgres');
    let postgres = await startEmbeddedPostgres({ dir: postgresDir, fast: true });
    stops.push(() => postgres.stop());
    /** The database stopped and started again on its port, for the fault suite (e2e/faults). */
    const database = {
      stop: () => postgres.stop(),
      async start() {
        postgres = await startEmbeddedPostgres({ dir: postgresDir, fast: true, port: postgres.port });
      },
    };
    await createDatabaseIfMissing(postgres.adminUrl, 'kinglife');
    const databaseUrl = postgres.urlFor('kinglife');

    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    stops.push(() => redis.stop());
    /** Redis killed and started again empty on its port, for the fault suite. */
    const cache = {
      stop: () => redis.stop(),
      async start() {
        redis = await startRedis(redisPort);
      },
    };
    let s3 = await startS3();
    stops.push(() => s3.close());
    /** The S3 server stopped and started again on its port and objects, for the fault suite. */
    const storage = {
      stop: () => s3.stop(),
      async start() {
        s3 = await startS3({ directory: s3.directory, port: s3.port });
      },
    };
    const smtp = await startSmtp();
    stops.push(() => smtp.close());

    buildOnce();

    const [portA, portB, nginxPort, varnishPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const varnishUrl = `http://127.0.0.1:${varnishPort}`;
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      ...s3.env(S3_PREFIX),
      SMTP_URL: smtp.url,
      CDN_PURGE: `varnish:${varnishUrl}`,
      SITE_URL: varnishUrl,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      HSTS: '0',
      // nginx, on this machine, names the client in X-Forwarded-For (lib/http/request.ts).
      TRUSTED_PROXIES: 'loopback',
      AUTH_SECRET: 'instances-secret-the-same-on-every-server',
      METRICS_TOKEN: METRICS_TOKEN,
    };
    // Both at once, on an empty database: the migrations and the seed run once, under the lock.
    const [a, b] = await Promise.all(
      [portA, portB].map((port, i) => startAppServer(port, path.join(work, `server-${'ab'[i]}`), shared)),
    );
    stops.push(async () => Promise.all([a, b].map((server) => server.stop())));

    const nginx = await startNginx(nginxPort, (dir) =>
      instancesConfig(dir, nginxPort, [portA, portB], APP_DIR),
    );
    stops.push(() => nginx.stop());
    const varnish = await startVarnish(varnishPort, nginxPort);
    stops.push(() => varnish.stop());

    return {
      a,
      b,
      nginx: nginx.url,
      nginxErrorLog: nginx.errorLog,
      /** These servers marked `down` in nginx (none: all in again), and nginx reloaded. */
      takeOutOfNginx: (...servers: { url: string }[]) =>
        nginx.reload((dir) =>
          instancesConfig(
            dir,
            nginxPort,
            [portA, portB],
            APP_DIR,
            servers.map((server) => Number(new URL(server.url).port)),
          ),
        ),
      varnish: varnish.url,
      /** Varnish's working folder (its counters: test/varnish.ts `hitCounters`). */
      varnishWorkDir: varnish.workDir,
      databaseUrl,
      database,
      cache,
      storage,
      smtp,
      s3,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Builds once when no build is there (`npm test` has built it already): every server runs the same `.next`. */
function buildOnce() {
  if (fs.existsSync(path.join(APP_DIR, '.next', 'BUILD_ID'))) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-build-'));
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (built.status !== 0) throw new Error('npm run build failed');
}

async function startAppServer(port: number, dataDir: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  const launch = (extra: Record<string, string> = {}) =>
    startServerProcess(
      `the app server on ${port}`,
      'npm',
      ['start'],
      async () => (await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) })).ok,
      {
        cwd: APP_DIR,
        detached: true, // its own process group: kill() ends the launcher and the server together
        env: {
          ...process.env,
          ...env,
          ...extra,
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          DATA_DIR: dataDir,
        },
        timeoutMs: 120_000,
      },
    );
  let server = await launch();
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.child.pid!, name);
    } catch {
      /* gone already */
    }
  };
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) signal('SIGTERM');
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    signal('SIGKILL');
  };
  return {
    url,
    dataDir,
    /** SIGKILL to the server and its launcher: a crash, not a shutdown. */
    kill: () => signal('SIGKILL'),
    /** Its latest output (its log). */
    output: () => server.output(),
    stop,
    /**
     * Started again on its port after `stop` or `kill` (the fault suite), on the same data folder,
     * with `extra` settings added to its environment (such as a clock set off).
     */
    async start(extra?: Record<string, string>) {
      await server.exited;
      server = await launch(extra);
    },
  };
}
