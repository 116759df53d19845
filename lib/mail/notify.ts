import type { Database } from '../db/connect';
import { queueAndSend } from './queue';
import type { MailMessage } from './transport';

/**
 * Queues and tries to send each message. A visitor's submission is already stored when this
 * runs, so no mail problem (SMTP down, even the queue insert failing) may fail the request:
 * errors are logged and the retry loop delivers what is queued.
 */
export async function notifyAll(db: Database, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await queueAndSend(db, message);
    } catch (error) {
      console.error(`[mail] could not queue a message for ${message.to}:`, error);
    }
  }
}
