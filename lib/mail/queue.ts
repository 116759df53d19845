/**
 * Outgoing mail is stored before it is sent: a visitor's submission or a reset code is never lost
 * because the mail server is down. `enqueue` stores the message and sends its `mail` task in the
 * caller's transaction (lib/tasks); the task delivers it, and a try that fails is retried after a
 * growing pause (30 s doubling, with jitter, up to an hour; MAX_TRIES in all). A server that dies
 * mid-send stops beating its task's heartbeat and another server takes the task over. One that
 * used up its tries is marked failed here and kept by the queue for an owner to retry
 * (Settings → Background tasks).
 *
 * Nothing about a message's content is logged (a subject may hold a name; a reset mail a code).
 */
import { now as clockNow } from '../time/clock';
import { and, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Database, Transaction } from '../db/connect';
import { outgoingMail } from '../db/platformSchema';
import { defineTask, TASK_SCHEMA } from '../tasks/tasks';
import { deliver, messageIdFor, type MailMessage } from './transport';
import { log } from '../log/logger.cjs';

export const MAX_TRIES = 8;
/**
 * What a sensitive message's stored content becomes once it has been sent: one that carries a
 * credential (MailMessage.sensitive, decided where it is built) is not kept for a backup to copy.
 */
export const REDACTED = '[removed after sending]';

/** A stored message. */
export type QueuedMail = typeof outgoingMail.$inferSelect;

export const mailTask = defineTask<{ id: number }>(
  'mail',
  {
    retries: MAX_TRIES - 1,
    delaySeconds: 30,
    maxDelaySeconds: 60 * 60,
    holdSeconds: 5 * 60,
    heartbeatSeconds: 10,
  },
  async ([{ id }]) => deliverStored(getDb(), id),
);

/** Stores the message with its task in `tx`: both exist if and only if `tx` commits. */
export async function enqueue(tx: Database | Transaction, message: MailMessage): Promise<QueuedMail> {
  const [row] = await tx
    .insert(outgoingMail)
    .values({
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      sensitive: message.sensitive === true,
    })
    .returning();
  await mailTask.send({ id: row.id }, { tx });
  return row;
}

/** Stores the message and its task, then has it sent soon (see Task.soon). */
export async function queueAndSend(db: Database, message: MailMessage): Promise<void> {
  await db.transaction((tx) => enqueue(tx, message));
  await mailTask.soon();
}

/**
 * Sends stored message `id`, unless it went already (a task run again after its server died
 * between the send and marking it). A failure is recorded on the row and thrown, for the queue to
 * retry; the last try marks the row failed.
 */
async function deliverStored(db: Database, id: number): Promise<void> {
  const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
  if (!row || row.status === 'sent') return;
  const attempts = row.attempts + 1;
  try {
    await deliver({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      replyTo: row.replyTo ?? undefined,
      messageId: messageIdFor(`mail-${row.id}.${row.createdAt.getTime()}`),
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const failed = attempts >= MAX_TRIES;
    await db
      .update(outgoingMail)
      .set({ status: failed ? 'failed' : 'pending', attempts, lastError: reason })
      .where(eq(outgoingMail.id, id));
    log.error(
      `mail: message #${id} to ${row.to} not sent (try ${attempts}${failed ? ', giving up' : ''}): ${reason}`,
    );
    throw new Error(`Message #${id} to ${row.to} not sent: ${reason}`);
  }
  await db
    .update(outgoingMail)
    .set({
      status: 'sent',
      sentAt: clockNow(),
      attempts,
      lastError: null,
      ...(row.sensitive ? { subject: REDACTED, text: REDACTED, html: null } : {}),
    })
    .where(eq(outgoingMail.id, id));
}

/** How long the mail log keeps a sent message, and one that could not be sent. */
export const MAIL_KEEP_DAYS = { sent: 30, failed: 90 } as const;

/** Housekeeping: sent and failed mail past MAIL_KEEP_DAYS. */
export async function purgeOldMail(db: Pick<Database, 'delete'>, now = clockNow()): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const before = (days: number) => new Date(now.getTime() - days * day);
  const sent = await db
    .delete(outgoingMail)
    .where(and(eq(outgoingMail.status, 'sent'), lt(outgoingMail.sentAt, before(MAIL_KEEP_DAYS.sent))))
    .returning({ id: outgoingMail.id });
  const failed = await db
    .delete(outgoingMail)
    .where(and(eq(outgoingMail.status, 'failed'), lt(outgoingMail.createdAt, before(MAIL_KEEP_DAYS.failed))))
    .returning({ id: outgoingMail.id });
  return sent.length + failed.length;
}

/**
 * At a server's start: mail stored but without a task (queued before the task queue existed)
 * gets one. Returns how many.
 */
/** Mails not sent yet, the oldest one's age, and mails given up on (the metrics). */
export async function mailBacklog(
  db: Database,
): Promise<{ pending: number; failed: number; oldestSeconds: number }> {
  const { rows } = await db.execute<{ pending: number; failed: number; oldest: number | null }>(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float AS oldest
    FROM outgoing_mail WHERE status <> 'sent'`);
  const [row] = rows;
  return { pending: row.pending, failed: row.failed, oldestSeconds: Math.max(0, row.oldest ?? 0) };
}

export async function queueStrandedMail(db: Database): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT m.id FROM ${outgoingMail} m
    WHERE m.status = 'pending' AND NOT EXISTS (
      SELECT 1 FROM ${sql.identifier(TASK_SCHEMA)}.job j
      WHERE j.name = ${mailTask.name} AND (j.data ->> 'id')::int = m.id)`);
  for (const { id } of rows) await mailTask.send({ id });
  return rows.length;
}
