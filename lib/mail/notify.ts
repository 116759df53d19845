import { after } from 'next/server';
import type { Database } from '../db/connect';
import { inNextServer } from '../runtime';
import { enqueue, sendQueued, type QueuedMail } from './queue';
import type { MailMessage } from './transport';

/**
 * Stores the messages of a visitor's submission, then sends them once the answer has gone (the
 * visitor does not wait for the mail server). Stored first, so nothing is lost: a process that dies
 * before sending leaves them claimed only until the lease runs out, then the retry sweep sends them.
 * A mail problem (SMTP down, even the queue insert failing) never fails the request: the
 * submission is already stored.
 */
export async function notifyAll(db: Database, messages: MailMessage[]): Promise<void> {
  const queued: QueuedMail[] = [];
  for (const message of messages) {
    try {
      queued.push(await enqueue(db, message));
    } catch (error) {
      console.error(`[mail] could not queue a message for ${message.to}:`, error);
    }
  }
  const send = async () => {
    for (const row of queued) await sendQueued(db, row);
  };
  // Outside the Next server (tests, scripts) there is no "after the response": send now.
  if (inNextServer) after(send);
  else await send();
}
