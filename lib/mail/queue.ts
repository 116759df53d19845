/**
 * Outgoing mail is stored before it is sent: a visitor's submission or a reset code is never lost
 * because the mail server is down. `sendNow` tries at once; `deliverPending` (run periodically by
 * the server, see instrumentation.ts) retries what failed, with a growing pause between tries.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { outgoingMail } from '../db/schema';
import { deliver, type MailMessage } from './transport';

export const MAX_ATTEMPTS = 8;

/** Stores the message and tries to send it; returns whether it went out now. Never throws on SMTP errors. */
export async function queueAndSend(db: Database, message: MailMessage): Promise<boolean> {
  const [row] = await db
    .insert(outgoingMail)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning();
  return attempt(db, row.id, message, 0);
}

async function attempt(
  db: Database,
  id: number,
  message: MailMessage,
  previousAttempts: number,
): Promise<boolean> {
  try {
    await deliver(message);
    await db
      .update(outgoingMail)
      .set({ status: 'sent', sentAt: new Date(), attempts: previousAttempts + 1, lastError: null })
      .where(eq(outgoingMail.id, id));
    return true;
  } catch (error) {
    const attempts = previousAttempts + 1;
    await db
      .update(outgoingMail)
      .set({
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        attempts,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(eq(outgoingMail.id, id));
    console.error(`[mail] sending "${message.subject}" to ${message.to} failed (try ${attempts}):`, error);
    return false;
  }
}

/**
 * Retries pending messages whose back-off has passed (1, 2, 4 ... minutes after creation per try).
 * Returns how many were sent.
 */
export async function deliverPending(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(outgoingMail)
    .where(
      and(
        eq(outgoingMail.status, 'pending'),
        lt(outgoingMail.attempts, MAX_ATTEMPTS),
        sql`${outgoingMail.createdAt} + (interval '1 minute' * (power(2, ${outgoingMail.attempts}) - 1)) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(outgoingMail.id))
    .limit(50);
  let sent = 0;
  for (const row of due) {
    if (await attempt(db, row.id, row, row.attempts)) sent++;
  }
  return sent;
}
