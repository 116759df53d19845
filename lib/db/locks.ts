/**
 * PostgreSQL advisory lock keys: several app instances (or launchers) starting or working at once
 * take these so that one-at-a-time work is done once.
 */
export const LOCKS = {
  /** Migrations, the first seed and the first admin account (lib/db/prepare.ts). */
  prepare: 72_104_001,
  /** The periodic clean-up (lib/maintenance/housekeeping.ts). */
  housekeeping: 72_104_002,
} as const;
