/** The webhook tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from '@/lib/db/columns';

/**
 * Where the site tells the sales tools what happened (Settings → Webhooks, Owners): an https
 * address, the events it receives, and whether it is paused (after failing for a day, or by
 * hand). Its signing secret is in webhook_secrets, not here: this table's changes go to the
 * audit trail (its trigger copies the row), and the secret must not.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  /** Private and loopback addresses allowed (an Owner's choice, for testing). */
  allowPrivate: boolean('allow_private').notNull().default(false),
  /** When its secret was made or last rolled (the audit trail's record of a roll). */
  secretRolledAt: timestamp('secret_rolled_at', { withTimezone: true }).notNull().defaultNow(),
  /** Since when its deliveries have been failing (null: the last one went through). */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** Paused: nothing is sent until an Owner resumes it. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /** Counted up at each change Owners make to it: a save from an older read is refused (lib/audit/versions.ts). */
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each endpoint's signing secret, sealed (lib/auth/secretBox.ts): the database holds no plain secret. */
export const webhookSecrets = pgTable('webhook_secrets', {
  endpointId: integer('endpoint_id')
    .primaryKey()
    .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
});

/** One event as it is sent (its JSON body, signed per endpoint at each attempt). */
export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey(),
  type: text('type').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** An event for one endpoint: pending until delivered, or failed after its last try. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** Tries since it was queued or last replayed. */
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} IN ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.status),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/** The attempt log: each try of a delivery, what the receiver answered (its first bytes) and how fast. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP status, or null when there was no answer (refused address, timeout, network). */
    statusCode: integer('status_code'),
    ok: boolean('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The answer's first bytes (WEBHOOK_RESPONSE_BYTES). */
    response: text('response').notNull().default(''),
    /** Why it failed, in staff's words ('' when it went through). */
    error: text('error').notNull().default(''),
  },
  (t) => [
    index('webhook_attempts_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_attempts_delivery_idx').on(t.deliveryId),
  ],
);
