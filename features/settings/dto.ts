/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { SettingsInput } from '@/features/settings/adminValidation';

export type SettingsDto = Required<SettingsInput> & {
  /** The version the settings were read at; a save sends it back (lib/audit/versions.ts). */
  version: string;
};

/** A scheduled backup, checked or failed (General settings → Backups). */
export interface BackupRunDto {
  id: number;
  startedAt: string;
  seconds: number;
  ok: boolean;
  /** The archive's file name, its size and what it holds; null when it failed. */
  archive: string | null;
  bytes: number | null;
  rows: number | null;
  files: number | null;
  /** Sent to the off-site bucket too. */
  offsite: boolean;
  error: string | null;
}

export interface BackupsDto {
  /** BACKUP_SCHEDULE (cron, UTC), or null: no scheduled backups. */
  schedule: string | null;
  keep: number;
  /** BACKUP_KEEP_WEEKLY: and the newest of each of the last this many weeks. */
  weekly: number;
  /** Whether BACKUP_URL sends them off the machine. */
  offsite: boolean;
  runs: BackupRunDto[];
}
