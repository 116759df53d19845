import type { Database, Transaction } from '../db/connect';
import { runAfterAnswer } from '../tasks/afterAnswer';
import { enqueue, mailTask, type QueuedMail } from './queue';
import type { MailMessage } from './transport';

/**
 * Stores the messages of a visitor's submission in `tx`, the transaction that stores the
 * submission: a stored enquiry or application always has its mail, and mail is never queued for
 * one that was not stored (a crash between the two used to leave submissions without mail).
 */
export async function queueMail(tx: Database | Transaction, messages: MailMessage[]): Promise<QueuedMail[]> {
  const queued: QueuedMail[] = [];
  for (const message of messages) queued.push(await enqueue(tx, message));
  return queued;
}

/**
 * Has the mail just queued sent once the answer has gone (the visitor does not wait for the mail
 * server): lib/tasks/afterAnswer.ts. A mail problem (SMTP down) never fails the request: the queue
 * retries it.
 */
export function sendSoon(): Promise<void> {
  return runAfterAnswer(mailTask);
}
