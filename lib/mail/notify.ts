import { after } from 'next/server';
import type { Database, Transaction } from '../db/connect';
import { inNextServer } from '../runtime';
import { enqueue, sendQueued, type QueuedMail } from './queue';
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
 * Sends queued mail once the answer has gone (the visitor does not wait for the mail server). A
 * process that dies before sending leaves the rows claimed only until their lease runs out, then
 * the retry sweep sends them. A mail problem (SMTP down) never fails the request.
 */
export async function sendSoon(db: Database, queued: QueuedMail[]): Promise<void> {
  const send = async () => {
    for (const row of queued) await sendQueued(db, row);
  };
  // Outside the Next server (tests, scripts) there is no "after the response": send now.
  if (inNextServer) after(send);
  else await send();
}
