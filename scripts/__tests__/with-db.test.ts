/**
 * The launcher, compiled as `npm run build` compiles it and run by plain Node as `npm start` runs
 * it, against a real embedded PostgreSQL: data survives SIGKILL of the app (and of the database
 * server itself), and the next start needs no manual clean-up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildLauncher } from '../launcher';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..', '..');
const fixture = path.join(root, 'test', 'fixtures', 'db-client.mjs');
// Inside the project, so the compiled file finds the packages in node_modules as dist/ does.
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const compiled = fs.mkdtempSync(path.join(root, '.tmp', 'launcher-'));
const launcher = path.join(compiled, 'with-db.cjs');

beforeAll(() => buildLauncher(compiled));
afterAll(() => fs.rmSync(compiled, { recursive: true, force: true }));

function launch(
  dataDir: string,
  args: string[],
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [launcher, 'node', fixture, ...args], {
    cwd: root,
    env,
    detached: true, // its own process group, so the test can SIGKILL the app as a whole
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(output: () => string, text: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!output().includes(text)) {
    if (Date.now() > until) throw new Error(`Timed out waiting for "${text}". Output:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The command lines of the processes `pid` started that still run (Linux and macOS `ps`). */
function children(pid: number): string[] {
  const ps = spawnSync('ps', ['-A', '-o', 'ppid=', '-o', 'args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match && Number(match[1]) === pid)
    .map((match) => match![2]);
}

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function count(dataDir: string, marker: string): Promise<string> {
  const run = launch(dataDir, ['count', marker]);
  const code = await run.exited;
  expect(code).toBe(0);
  return run.output();
}

it('keeps the long-lived launcher small: the preparation alone loads the database layer', () => {
  const bundle = (file: string) => fs.readFileSync(path.join(compiled, file), 'utf8');
  const required = (file: string) => [...bundle(file).matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
  const { sources } = JSON.parse(bundle('with-db.cjs.map')) as { sources: string[] };
  const packages = sources.map((source) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source)?.[1]);

  // Node's own modules only (the embedded server's binaries are imported by a name built at run
  // time), and no package compiled in but zod, for the environment's check.
  expect(required('with-db.cjs').filter((name) => !name.startsWith('node:'))).toEqual([]);
  expect([...new Set(packages.filter(Boolean))]).toEqual(['zod']);
  expect(sources.filter((source) => /lib\/db\/(prepare|migrate|seed)/.test(source))).toEqual([]);
  // The preparation has the database layer compiled in (the release's node_modules holds only
  // what the server loads): it requires no package but the optional ones their authors load only
  // when installed.
  const preparation = JSON.parse(bundle('with-db-prepare.cjs.map')) as { sources: string[] };
  expect(preparation.sources).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/lib\/db\/migrate\.ts$/),
      expect.stringMatching(/node-postgres\/migrator/), // drizzle-orm's, named by its own source map
    ]),
  );
  expect(
    [...new Set(required('with-db-prepare.cjs'))]
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .sort(),
  ).toEqual(['@aws-sdk/signature-v4-crt', 'pg-native']);
});

describe('scripts/with-db.ts', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-withdb-'));
  });
  afterEach(() => {
    const pid = postmasterPid(dataDir);
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps committed data when the app is SIGKILLed, and restarts without clean-up', async () => {
    const first = launch(dataDir, ['insert', 'kill-app']);
    await waitForOutput(first.output, 'INSERTED');
    expect(first.output()).toContain('empty database seeded');
    // While the app runs, the launcher has only it and the database server under it: the
    // preparation's process is gone, and drizzle and the seeds with it.
    const running = children(first.child.pid!);
    expect(running).toHaveLength(2);
    expect(running.filter((command) => command.includes('with-db-prepare'))).toEqual([]);
    const orphan = postmasterPid(dataDir);
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    // The database server was in its own process group: it is still running, orphaned.
    expect(orphan && alive(orphan)).toBe(true);

    const output = await count(dataDir, 'kill-app');
    expect(output).toContain('COUNT=1');
    expect(output).not.toContain('empty database seeded');
    expect(alive(orphan!)).toBe(false);
    // The launcher stopped its server on the way out.
    expect(postmasterPid(dataDir)).toBeNull();
  });

  it('recovers when the database server itself is SIGKILLed too', async () => {
    const first = launch(dataDir, ['insert', 'kill-all']);
    await waitForOutput(first.output, 'INSERTED');
    const server = postmasterPid(dataDir)!;
    process.kill(-first.child.pid!, 'SIGKILL');
    process.kill(server, 'SIGKILL');
    await first.exited;

    const output = await count(dataDir, 'kill-all');
    expect(output).toContain('COUNT=1');
  });
});
