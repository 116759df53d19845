/**
 * The platform's tables: staff accounts and their sign-in machinery (sessions, codes, second
 * factor, rate limits, security settings), the audit trail, uploaded and retired files, the mail
 * queue, the CDN's purges, the scheduled backups' runs and the erasure log. Platform modules import their tables from here, never from
 * ./schema.ts (the feature tables, which re-exports these for drizzle-kit and feature code).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../auth/permissions';
import { ADDRESS_MATCHINGS } from '../text/emailAddresses';
import { createdAt, updatedAt } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone'),
    name: text('name').notNull().default('Administrator'),
    passwordHash: text('password_hash').notNull(),
    /** What the account may use in the admin (lib/auth/permissions.ts). */
    role: text('role', { enum: ROLES }).notNull().default('owner'),
    /** Set while an Owner has deactivated the account: it cannot sign in, and its sessions ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('admin_users_phone_idx').on(t.phone),
    check('admin_users_role_check', sql`${t.role} in ('owner', 'editor', 'hr', 'sales')`),
  ],
);

/** Server-side sessions; `id` is the SHA-256 of the random token held in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The audit trail: every change made in the admin and every security event, who (by id and, as it
 * was then, e-mail), when and from which address. Append-only: the database refuses to change a row
 * and deletes one only for the clean-up's retention (migration 0007). Content changes are written
 * by triggers on the content tables in the same transaction as the change (lib/audit), with the
 * fields that changed before and after; never a password, code, token or file content.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    kind: text('kind').notNull(),
    /** The table of the item concerned ('products', 'admin_users', …). */
    entity: text('entity'),
    entityId: text('entity_id'),
    /** A few words naming the item (its title, the account's e-mail, the file exported). */
    summary: text('summary').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /**
     * A content change: the item's version after it (lib/db/columns.ts `version`), so a save made
     * at an older one can say who changed what since (lib/audit/versions.ts).
     */
    itemVersion: integer('item_version'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_item_idx').on(t.entity, t.entityId, t.itemVersion),
    index('audit_events_actor_idx').on(t.actorEmail, t.at),
    index('audit_events_kind_idx').on(t.kind, t.at),
  ],
);

/**
 * Uploaded pictures no row shows any more (replaced, or their item deleted). They stay while a
 * version of an item still shows them, so a restore brings them back; the clean-up removes them
 * once nothing does (features/history/data.ts).
 */
export const retiredFiles = pgTable('retired_files', {
  key: text('key').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes (password reset); the code and the follow-up reset token are stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('password_reset'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, e.g. key 'login:ip:203.0.113.5'. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An account's TOTP second factor (RFC 6238; lib/auth/twoFactor.ts). `secret` is encrypted with the
 * server's key (lib/auth/secretBox.ts), so a copy of the database alone cannot make codes. Enrolment
 * writes the row with `enabledAt` null; the first correct code sets it. `lastStep` is the time step
 * of the newest code accepted: a code of that step or an earlier one is refused (no replay).
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** The ten one-time recovery codes of an account's second factor, hashed (lib/auth/tokens hashCode). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is still to come (5 minutes). Not a
 * session: nothing of the admin accepts it. `id` is the SHA-256 of the token in its own cookie.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId)],
);

/** Security rules an Owner sets for every account; at most one row (id = 1), none = the defaults. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every account must have a second factor before it can use the admin. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('security_settings_single_row', sql`${t.id} = 1`)],
);

/** Every uploaded file; the bytes live in lib/storage under `key`. */
export const uploadedFiles = pgTable('uploaded_files', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** Public files (images) are served under /media; private ones (résumés) only to staff. */
  isPublic: boolean('is_public').notNull(),
  /** Pixel size of an image. */
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});

/**
 * Outgoing e-mail, stored before sending so that a mail failure loses nothing; its task on the
 * queue (lib/mail/queue.ts) sends and retries it. `sensitive` messages (those that carry a
 * credential: a code, a sign-in or set-password link, a signed link) have their content blanked
 * once sent.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outgoing_mail_status_idx').on(t.status, t.createdAt)],
);

/** Builds that have started against this database: the first start of a new one empties the CDN. */
export const cdnBuilds = pgTable('cdn_builds', {
  buildId: text('build_id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The erasures of personal data made on request (features/privacy), each kept as a hash of the
 * address it erased, never the address: what a restore of an older backup makes again
 * (../backup/erasureLog.ts, scripts/restore.ts).
 */
export const erasures = pgTable(
  'erasures',
  {
    id: serial('id').primaryKey(),
    /** erasureHash(the address as matched, matching): features/privacy/address.ts. */
    keyHash: text('key_hash').notNull(),
    matching: text('matching', { enum: ADDRESS_MATCHINGS }).notNull(),
    // Milliseconds, as the log file writes them: an entry read back is the same row.
    erasedAt: timestamp('erased_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // One row an erasure: the log a restore reads is merged in without doubling them.
    uniqueIndex('erasures_once').on(t.erasedAt, t.keyHash, t.matching),
    check('erasures_matching', sql`${t.matching} IN ('mailbox', 'address')`),
  ],
);

/**
 * Each scheduled backup (lib/data/backup.ts), checked or failed: General settings → Backups lists
 * them, and the Dashboard warns Owners while the newest failed.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
    /** The archive's file name in BACKUP_DIR, its size, and what it holds (when it was made). */
    archive: text('archive'),
    bytes: bigint('bytes', { mode: 'number' }),
    rows: integer('rows'),
    files: integer('files'),
    /** Its key in BACKUP_URL's bucket, when sent there. */
    offsiteKey: text('offsite_key'),
    /** Why it failed. */
    error: text('error'),
  },
  (t) => [index('backup_runs_started_at_idx').on(t.startedAt)],
);
