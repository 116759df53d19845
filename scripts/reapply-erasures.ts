/**
 * npm run erasures:reapply -- --since <ISO time> [--erasures path/to/erasures.json]
 * Makes again the erasures of personal data made after `--since`, from the erasure log (by
 * default BACKUP_DIR's: lib/backup/erasureLog.ts), on the site's database as it is: after a
 * point-in-time recovery of the database to `--since`, or any copy older than the log. (`npm run
 * restore` does this itself for an archive.)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ERASURE_LOG, readErasureLog } from '../lib/backup/erasureLog';
import { backupSettings } from '../lib/data/backup';
import { reapplyErasures } from '../features/privacy/restoredErasures';
import { withSiteDatabase } from './site-database';

async function main() {
  const { values } = parseArgs({ options: { since: { type: 'string' }, erasures: { type: 'string' } } });
  const since = new Date(values.since ?? '');
  if (!values.since || Number.isNaN(since.getTime()))
    throw new Error(
      'usage: npm run erasures:reapply -- --since 2026-11-30T02:00:00Z [--erasures path/to/erasures.json]',
    );
  const logFile = path.resolve(values.erasures ?? path.join(backupSettings().dir, ERASURE_LOG));
  const log = await readErasureLog(logFile);
  if (!log) throw new Error(`${logFile}: no such erasure log`);
  const again = await withSiteDatabase((db) => reapplyErasures(db, log, since));
  console.log(
    `[erasures] ${logFile}: ${again.newer} erasures made since ${since.toISOString()}, ${again.people} people erased again`,
  );
}

main().catch((error) => {
  console.error('[erasures]', error instanceof Error ? error.message : error);
  process.exit(1);
});
