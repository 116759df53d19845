/**
 * The scheduled backup task (lib/backup/schedule.ts) over the site's tables: sent on
 * BACKUP_SCHEDULE, once per tick across servers; a failure is retried once, then shown to Owners
 * with the other failed tasks.
 */
import path from 'node:path';
import { backupBucketFor } from '../backup/offsite';
import { scheduledBackup } from '../backup/schedule';
import { getDb } from '../db/client';
import { SITE_TABLES } from '../db/backupTables';
import { dataDir, env } from '../env';
import { log } from '../log/logger.cjs';
import { storageFor } from '../storage/configured';
import { defineTask } from '../tasks/tasks';

export function backupSettings(settings = env()) {
  return {
    schedule: settings.BACKUP_SCHEDULE,
    dir: settings.BACKUP_DIR ?? path.join(dataDir(settings), 'backups'),
    keep: settings.BACKUP_KEEP,
  };
}

export const backupTask = defineTask(
  'backup',
  { retries: 1, delaySeconds: 600, holdSeconds: 60 * 60, every: backupSettings().schedule },
  async () => {
    const { dir, keep } = backupSettings();
    const offsite = backupBucketFor(env());
    try {
      const done = await scheduledBackup(getDb(), storageFor(dataDir()), SITE_TABLES, { dir, keep, offsite });
      log.info(
        done,
        `backup: ${done.archive}, ${done.rows} rows and ${done.files} files, checked` +
          (done.offsite ? `; sent to ${done.offsite.key}` : ''),
      );
    } finally {
      offsite?.close();
    }
  },
);
