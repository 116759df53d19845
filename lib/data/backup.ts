/**
 * The scheduled backup task (lib/backup/schedule.ts) over the site's tables: sent on
 * BACKUP_SCHEDULE, once per tick across servers; a failure is retried once, then shown to Owners
 * with the other failed tasks. Each run, checked or failed, is recorded (`backup_runs`): General
 * settings → Backups lists them, the Dashboard warns Owners while the newest failed, and Owners
 * are mailed when backups start failing (once a run of failures, not at each retry).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { adminSettingsText } from '@/features/settings/adminText';
import type { BackupsDto } from '@/features/settings/dto';
import { backupBucketFor } from '../backup/offsite';
import { scheduledBackup, type ScheduledBackup } from '../backup/schedule';
import { getDb } from '../db/client';
import type { Database } from '../db/connect';
import { SITE_TABLES } from '../db/backupTables';
import { adminUsers, backupRuns } from '../db/schema';
import { dataDir, env } from '../env';
import { log } from '../log/logger.cjs';
import { enqueue, mailTask } from '../mail/queue';
import { build } from '../mail/render';
import { routes } from '../routing/routes';
import { absoluteUrl } from '../seo/site';
import { storageFor } from '../storage/configured';
import { defineTask } from '../tasks/tasks';
import { formatDubaiTime } from '../text/dates';
import { now as clockNow } from '../time/clock';

const t = adminSettingsText.backups;

export function backupSettings(settings = env()) {
  return {
    schedule: settings.BACKUP_SCHEDULE,
    dir: settings.BACKUP_DIR ?? path.join(dataDir(settings), 'backups'),
    keep: settings.BACKUP_KEEP,
    weekly: settings.BACKUP_KEEP_WEEKLY,
  };
}

/** The runs the Backups panel lists. */
const LISTED_RUNS = 30;

/**
 * One scheduled backup, recorded whether it is checked or fails; a failure is thrown on (the queue
 * retries it once, then lists it with the failed tasks).
 */
export async function runScheduledBackup(db: Database = getDb(), now = clockNow()): Promise<ScheduledBackup> {
  const { dir, keep, weekly } = backupSettings();
  const offsite = backupBucketFor(env());
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const done = await scheduledBackup(db, storageFor(dataDir()), SITE_TABLES, {
      dir,
      keep,
      weekly,
      offsite,
      now,
    });
    await db.insert(backupRuns).values({
      startedAt: now,
      durationMs: durationMs(),
      ok: true,
      archive: path.basename(done.archive),
      bytes: (await fs.stat(done.archive)).size,
      rows: done.rows,
      files: done.files,
      offsiteKey: done.offsite?.key ?? null,
    });
    return done;
  } catch (error) {
    // A database that cannot record it (it may be why the backup failed) must not hide the cause.
    await recordFailure(db, now, durationMs(), error instanceof Error ? error.message : String(error)).catch(
      (unrecorded: unknown) => log.warn({ err: unrecorded }, 'backup: its failure was not recorded'),
    );
    throw error;
  } finally {
    offsite?.close();
  }
}

/** A failed run, and the mail to Owners when the run before it (if any) was checked. */
async function recordFailure(db: Database, startedAt: Date, durationMs: number, error: string) {
  const mailed = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ ok: backupRuns.ok })
      .from(backupRuns)
      .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
      .limit(1);
    await tx.insert(backupRuns).values({ startedAt, durationMs, ok: false, error });
    if (previous && !previous.ok) return false;
    const owners = await tx
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.deactivatedAt)))
      .orderBy(adminUsers.id);
    if (owners.length === 0) return false;
    const when = formatDubaiTime(startedAt.toISOString());
    await enqueue(
      tx,
      build(owners.map((owner) => owner.email).join(', '), t.failedMail.subject, [
        { kind: 'paragraph', text: t.failedMail.intro(when) },
        { kind: 'fields', rows: [[t.failedMail.error, error]] },
        { kind: 'link', text: t.failedMail.link, href: absoluteUrl(routes.admin.general) },
      ]),
    );
    return true;
  });
  if (mailed) await mailTask.soon();
}

/** General settings → Backups: the schedule and the newest runs. */
export async function listBackups(db: Database = getDb()): Promise<BackupsDto> {
  const { schedule, keep, weekly } = backupSettings();
  const runs = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(LISTED_RUNS);
  return {
    schedule: schedule ?? null,
    keep,
    weekly,
    offsite: Boolean(env().BACKUP_URL),
    runs: runs.map((run) => ({
      id: run.id,
      startedAt: run.startedAt.toISOString(),
      seconds: run.durationMs / 1000,
      ok: run.ok,
      archive: run.archive,
      bytes: run.bytes,
      rows: run.rows,
      files: run.files,
      offsite: Boolean(run.offsiteKey),
      error: run.error,
    })),
  };
}

/** When the newest scheduled backup ran, if it failed (the Dashboard's warning), else null. */
export async function failedBackupAt(db: Database = getDb()): Promise<string | null> {
  const [newest] = await db
    .select({ ok: backupRuns.ok, startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1);
  return newest && !newest.ok ? newest.startedAt.toISOString() : null;
}

export const backupTask = defineTask(
  'backup',
  { retries: 1, delaySeconds: 600, holdSeconds: 60 * 60, every: backupSettings().schedule },
  async () => {
    const done = await runScheduledBackup();
    log.info(
      done,
      `backup: ${done.archive}, ${done.rows} rows and ${done.files} files, checked` +
        (done.offsite ? `; sent to ${done.offsite.key}` : ''),
    );
  },
);
