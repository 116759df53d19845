/**
 * npm run restore -- path/to/archive.tar.gz [--erasures path/to/erasures.json]
 * Brings a backup back into an empty install: a fresh DATA_DIR (the embedded database is created)
 * or an empty database at DATABASE_URL. Refuses to overwrite anything. Then makes again the
 * erasures of personal data made after the archive, from the erasure log (by default the one
 * beside the archive, where the scheduled backups write it: lib/backup/erasureLog.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../lib/backup/archive';
import { ERASURE_LOG, readErasureLog } from '../lib/backup/erasureLog';
import { SITE_TABLES } from '../lib/db/backupTables';
import { storageFor } from '../lib/storage/configured';
import { reapplyErasures } from '../features/privacy/restoredErasures';
import { withSiteDatabase } from './site-database';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { erasures: { type: 'string' } },
  });
  const archive = positionals[0];
  if (!archive)
    throw new Error('usage: npm run restore -- path/to/archive.tar.gz [--erasures path/to/erasures.json]');
  const logFile = path.resolve(values.erasures ?? path.join(path.dirname(archive), ERASURE_LOG));
  // Read before anything is restored: a log named but unreadable stops the restore here.
  const log = await readErasureLog(logFile);
  if (!log && values.erasures) throw new Error(`${logFile}: no such erasure log`);

  const { manifest, again } = await withSiteDatabase(async (db, dataDir) => {
    const manifest = await restoreBackup(db, storageFor(dataDir), archive, SITE_TABLES);
    return { manifest, again: log && (await reapplyErasures(db, log, new Date(manifest.createdAt))) };
  });
  // Readings the app cached from the database it had before must not outlive it (see with-db.ts).
  await fs.rm(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `[restore] ${rows} rows and ${Object.keys(manifest.files).length} files from ${path.resolve(archive)} (made ${manifest.createdAt})`,
  );
  console.log(
    again
      ? `[restore] erasure log ${logFile}: ${again.newer} erasures made since the archive, ${again.people} people in it erased again`
      : `[restore] WARNING: no erasure log at ${logFile}. If people's data was erased on request after this archive was made, ` +
          'their data is back: restore with --erasures <the newest erasures.json> or erase them again on the Personal data screen.',
  );
}

main().catch((error) => {
  console.error('[restore]', error instanceof Error ? error.message : error);
  process.exit(1);
});
