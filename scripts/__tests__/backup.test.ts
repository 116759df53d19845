/**
 * The backup and restore commands end to end, on the embedded database as a fresh install has
 * it: back up a seeded DATA_DIR, restore into an empty one, compare row counts and file hashes;
 * restore again with an erasure log beside the archive, and the person erased since is gone.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../lib/db/embedded';
import { SITE_TABLES } from '../../lib/db/backupTables';
import { erasureHash } from '../../features/privacy/address';

jest.setTimeout(180_000);
const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

async function npmScript(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '1' };
  delete env.DATABASE_URL;
  // As package.json runs them: the restore makes erasures again with the app's server code.
  return run(tsx, ['--conditions=react-server', script, ...args], { cwd: root, env });
}

/** Reads a stopped install's embedded database. */
async function inDatabase<T>(dataDir: string, read: (client: Client) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres') });
  const client = new Client({ connectionString: server.urlFor('kinglife') });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
    await server.stop();
  }
}

function tableCounts(dataDir: string): Promise<Record<string, number>> {
  return inDatabase(dataDir, async (client) => {
    const tables = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query(`SELECT count(*) FROM "${name}"`)).rows[0].count);
    }
    return counts;
  });
}

function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

it('npm run backup, then npm run restore into an empty DATA_DIR, gives the same rows and files', async () => {
  const original = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-orig-'));
  const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-copy-'));
  const archive = path.join(original, 'site.tar.gz');
  try {
    await npmScript('scripts/with-db.ts', ['true'], original); // a seeded install, as after the first start
    const upload = path.join(original, 'uploads', 'public');
    fs.mkdirSync(upload, { recursive: true });
    const out = await npmScript('scripts/backup.ts', [archive], original);
    // Every table the backup lists (lib/db/backupTables.ts), however many features add.
    expect(out.stdout).toMatch(
      new RegExp(`\\[backup\\] .*site\\.tar\\.gz: \\d+ rows in ${SITE_TABLES.tables.length} tables`),
    );

    const back = await npmScript('scripts/restore.ts', [archive], restored);
    expect(back.stdout).toMatch(/\[restore\] \d+ rows/);
    expect(back.stdout).toContain(
      `[restore] WARNING: no erasure log at ${path.join(original, 'erasures.json')}`,
    );
    expect(await tableCounts(restored)).toEqual(await tableCounts(original));
    expect(fileHashes(path.join(restored, 'uploads'))).toEqual(fileHashes(path.join(original, 'uploads')));

    // Refuses to overwrite what is there.
    await expect(npmScript('scripts/restore.ts', [archive], restored)).rejects.toThrow(/not empty/);

    // A log named that is not there stops the restore before it begins.
    const again = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-again-'));
    await expect(
      npmScript('scripts/restore.ts', [archive, '--erasures', path.join(again, 'none.json')], again),
    ).rejects.toThrow(/no such erasure log/);
    // Priya (a demo applicant) was erased after the archive: the log beside it makes that again.
    fs.writeFileSync(
      path.join(original, 'erasures.json'),
      JSON.stringify({
        erasures: [
          {
            keyHash: erasureHash('priya.nair@example.com', 'mailbox'),
            matching: 'mailbox',
            erasedAt: new Date().toISOString(),
          },
        ],
      }),
    );
    const erasedAgain = await npmScript('scripts/restore.ts', [archive], again);
    expect(erasedAgain.stdout).toContain(': 1 erasures made since the archive, 1 people in it erased again');
    const priya = (dataDir: string) =>
      inDatabase(dataDir, async (client) => {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM applications a WHERE a::text ILIKE '%priya%'",
        );
        return rows[0].n as number;
      });
    expect(await priya(again)).toBe(0);
    // The first copy, restored without the log (as after a point-in-time recovery), still holds
    // her until the log is applied to it from the archive's time.
    expect(await priya(restored)).toBeGreaterThan(0);
    const made = JSON.parse(
      (await run('tar', ['-xzOf', archive, './manifest.json'], { encoding: 'utf8' })).stdout,
    ).createdAt;
    const reapplied = await npmScript(
      'scripts/reapply-erasures.ts',
      ['--since', made, '--erasures', path.join(original, 'erasures.json')],
      restored,
    );
    expect(reapplied.stdout).toContain('1 erasures made since');
    expect(reapplied.stdout).toContain('1 people erased again');
    expect(await priya(restored)).toBe(0);
    fs.rmSync(again, { recursive: true, force: true });
  } finally {
    fs.rmSync(original, { recursive: true, force: true });
    fs.rmSync(restored, { recursive: true, force: true });
  }
});
