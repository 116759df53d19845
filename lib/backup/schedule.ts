/**
 * The scheduled backup (BACKUP_SCHEDULE): an archive of the whole site (./archive.ts) written to
 * BACKUP_DIR under a name that sorts by time, read back and checked before it counts (every
 * table's rows as the manifest says, every file's hash), and the oldest dropped beyond
 * BACKUP_KEEP; then sent to BACKUP_URL's bucket when it is set (./offsite.ts), where the oldest go
 * beyond BACKUP_KEEP too. Without a bucket, a folder that is another machine's (a mounted share, a
 * synced folder) is how it leaves this one. The erasure log (./erasureLog.ts) goes beside them,
 * rewritten whole each time, so a restore of any of them finds every erasure made until then.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../db/connect';
import type { FileStorage } from '../storage';
import { createBackup, type BackupTables, type Manifest } from './archive';
import { writeErasureLog } from './erasureLog';
import { archiveName, beyondKeep } from './names';
import type { BackupBucket } from './offsite';

const run = promisify(execFile);

export interface ScheduledBackup {
  archive: string;
  rows: number;
  files: number;
  /** Older archives removed to keep BACKUP_KEEP (and BACKUP_KEEP_WEEKLY). */
  removed: string[];
  /** The erasure log written beside it. */
  erasureLog: string;
  /** Its copy in BACKUP_URL's bucket, and the older ones removed there. */
  offsite?: { key: string; removed: string[]; erasureLog: string };
}

/** Reads an archive back: the manifest, each table's rows as counted, each file's hash. Throws what is wrong. */
export async function verifyBackup(archivePath: string): Promise<Manifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinglife-verify-'));
  try {
    await run('tar', ['-xzf', archivePath, '-C', work]);
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    for (const [table, count] of Object.entries(manifest.tables)) {
      const rows = JSON.parse(await fs.readFile(path.join(work, 'db', `${table}.json`), 'utf8')) as unknown[];
      if (rows.length !== count)
        throw new Error(`${table}: ${rows.length} rows where the manifest says ${count}`);
    }
    for (const [key, hash] of Object.entries(manifest.files)) {
      const bytes = await fs.readFile(path.join(work, 'uploads', key));
      if (createHash('sha256').update(bytes).digest('hex') !== hash) throw new Error(`${key}: damaged`);
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

export async function scheduledBackup(
  db: Database,
  storage: FileStorage,
  tables: BackupTables,
  {
    dir,
    keep,
    weekly = 0,
    offsite,
    now = new Date(),
  }: { dir: string; keep: number; weekly?: number; offsite?: BackupBucket; now?: Date },
): Promise<ScheduledBackup> {
  await fs.mkdir(dir, { recursive: true, mode: 0o750 });
  const name = archiveName(now);
  const archive = path.join(dir, name);
  // Written aside and renamed once checked: a half-written or damaged archive never counts.
  const partial = path.join(dir, `.${name}.partial`);
  try {
    await createBackup(db, storage, partial, tables);
    const manifest = await verifyBackup(partial);
    await fs.rename(partial, archive);
    const removed = beyondKeep(await fs.readdir(dir), keep, weekly);
    for (const old of removed) await fs.rm(path.join(dir, old), { force: true });
    const erasureLog = await writeErasureLog(db, dir);
    // Sent once checked; the bucket's oldest go only once the new one is there.
    const sent = offsite && {
      key: await offsite.upload(archive),
      removed: await offsite.keepNewest(keep, weekly),
      erasureLog: await offsite.upload(erasureLog),
    };
    return {
      archive,
      rows: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
      files: Object.keys(manifest.files).length,
      removed,
      erasureLog,
      ...(sent && { offsite: sent }),
    };
  } finally {
    await fs.rm(partial, { force: true });
  }
}
