/**
 * npm run restore -- path/to/archive.tar.gz
 * Brings a backup back into an empty install: a fresh DATA_DIR (the embedded database is created)
 * or an empty database at DATABASE_URL. Refuses to overwrite anything.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { restoreBackup } from '../lib/backup/archive';
import { SITE_TABLES } from '../lib/db/backupTables';
import { storageFor } from '../lib/storage/configured';
import { withSiteDatabase } from './site-database';

async function main() {
  const archive = process.argv[2];
  if (!archive) throw new Error('usage: npm run restore -- path/to/archive.tar.gz');
  const manifest = await withSiteDatabase((db, dataDir) =>
    restoreBackup(db, storageFor(dataDir), archive, SITE_TABLES),
  );
  // Readings the app cached from the database it had before must not outlive it (see with-db.ts).
  await fs.rm(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `[restore] ${rows} rows and ${Object.keys(manifest.files).length} files from ${path.resolve(archive)} (made ${manifest.createdAt})`,
  );
}

main().catch((error) => {
  console.error('[restore]', error instanceof Error ? error.message : error);
  process.exit(1);
});
