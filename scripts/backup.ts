/**
 * npm run backup [-- path/to/archive.tar.gz]
 * Writes the database (one consistent snapshot) and every uploaded file to one archive; works
 * while the site runs. Default: ./backups/kinglife-<date-time>.tar.gz.
 */
import path from 'node:path';
import { createBackup } from '../lib/backup/archive';
import { SITE_TABLES } from '../lib/db/backupTables';
import { storageFor } from '../lib/storage/configured';
import { withSiteDatabase } from './site-database';

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const archive = path.resolve(process.argv[2] ?? path.join('backups', `kinglife-${stamp}.tar.gz`));
  const manifest = await withSiteDatabase((db, dataDir) =>
    createBackup(db, storageFor(dataDir), archive, SITE_TABLES),
  );
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `[backup] ${archive}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.files).length} files`,
  );
}

main().catch((error) => {
  console.error('[backup]', error instanceof Error ? error.message : error);
  process.exit(1);
});
