/**
 * Outgoing mail is stored before it is sent: a visitor's submission or a reset code is never lost
 * because the mail server is down. `queueAndSend` stores the message already claimed by itself and
 * tries at once; `deliverPending` (run every minute, see instrumentation.ts) claims due messages
 * with `FOR UPDATE SKIP LOCKED` and retries them with a growing pause. A claim is a lease: a sender
 * that dies mid-send (a crash, a kill) leaves the row to be retried once the lease has run out, so
 * every message is sent, and two sweeps or two instances never send the same one.
 *
 * Nothing about a message's content is logged (a subject may hold a name; a reset mail a code).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect';
import { outgoingMail } from '../db/platformSchema';
import { deliver, type MailMessage } from './transport';

export const MAX_ATTEMPTS = 8;
/** How long a sender may hold a message before another may take it over. */
export const LEASE_MS = 2 * 60_000;
/** What a sensitive message's stored content becomes once it has been sent. */
export const REDACTED = '[removed after sending]';

type Row = typeof outgoingMail.$inferSelect;

export interface QueueOptions {
  /** Blank the stored content once sent (reset codes). */
  sensitive?: boolean;
}

/** Stores the message and tries to send it; returns whether it went out now. Never throws on SMTP errors. */
export async function queueAndSend(
  db: Database,
  message: MailMessage,
  options: QueueOptions = {},
  now = new Date(),
): Promise<boolean> {
  return sendQueued(db, await enqueue(db, message, options, now));
}

/** A stored message, claimed by the caller (who sends it with `sendQueued`). */
export type QueuedMail = Row;

/** Stores the message, claimed by this sender for a lease, so no sweep sends it meanwhile. */
export async function enqueue(
  db: Database | Transaction,
  message: MailMessage,
  { sensitive = false }: QueueOptions = {},
  now = new Date(),
): Promise<QueuedMail> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const [row] = await db
    .insert(outgoingMail)
    .values({
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      sensitive,
      // Claimed by this sender: a sweep during the send below leaves it alone.
      leaseUntil: lease,
      nextAttemptAt: lease,
    })
    .returning();
  return row;
}

/** Sends a message this sender claimed; returns whether it went out. Never throws on SMTP errors. */
export function sendQueued(db: Database, row: QueuedMail): Promise<boolean> {
  return attempt(db, row);
}

/** Minutes to wait after the n-th failed try: 1, 2, 4, 8 … */
function backoffMs(attempts: number): number {
  return 60_000 * 2 ** (attempts - 1);
}

async function attempt(db: Database, row: Row): Promise<boolean> {
  const message: MailMessage = {
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: row.replyTo ?? undefined,
  };
  const attempts = row.attempts + 1;
  try {
    await deliver(message);
  } catch (error) {
    const failed = attempts >= MAX_ATTEMPTS;
    await db
      .update(outgoingMail)
      .set({
        status: failed ? 'failed' : 'pending',
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        leaseUntil: null,
      })
      .where(eq(outgoingMail.id, row.id));
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[mail] message #${row.id} to ${row.to} not sent (try ${attempts}${failed ? ', giving up' : ''}): ${reason}`,
    );
    return false;
  }
  await db
    .update(outgoingMail)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts,
      lastError: null,
      leaseUntil: null,
      ...(row.sensitive ? { subject: REDACTED, text: REDACTED, html: null } : {}),
    })
    .where(eq(outgoingMail.id, row.id));
  return true;
}

/**
 * Claims the messages whose next try is due and whose lease (if any) has run out, and sends them.
 * Returns how many were sent.
 */
export async function deliverPending(db: Database, now = new Date()): Promise<number> {
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const nowIso = now.toISOString();
  const claimed = await db.execute<{ id: number }>(sql`
    UPDATE ${outgoingMail} SET lease_until = ${lease}::timestamptz
    WHERE id IN (
      SELECT id FROM ${outgoingMail}
      WHERE status = 'pending' AND next_attempt_at <= ${nowIso}::timestamptz
        AND (lease_until IS NULL OR lease_until <= ${nowIso}::timestamptz)
      ORDER BY id
      LIMIT 50
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  let sent = 0;
  for (const { id } of claimed.rows) {
    const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
    if (row && (await attempt(db, row))) sent++;
  }
  return sent;
}

/** Housekeeping: sent mail is kept 30 days, mail that could not be sent 90 days. */
export async function purgeOldMail(db: Pick<Database, 'delete'>, now = new Date()): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const sent = await db
    .delete(outgoingMail)
    .where(and(eq(outgoingMail.status, 'sent'), lt(outgoingMail.sentAt, new Date(now.getTime() - 30 * day))))
    .returning({ id: outgoingMail.id });
  const failed = await db
    .delete(outgoingMail)
    .where(
      and(eq(outgoingMail.status, 'failed'), lt(outgoingMail.createdAt, new Date(now.getTime() - 90 * day))),
    )
    .returning({ id: outgoingMail.id });
  return sent.length + failed.length;
}
