import { after } from 'next/server';
import { inNextServer } from '../runtime';
import type { Task } from './tasks';

/**
 * Has the tasks a request just sent run once its answer has gone (the visitor waits for none of
 * their work): this server's worker is woken after the response, or, outside the Next server
 * (tests, scripts), what is due is run before this returns. A task's failure never fails the
 * request: the queue retries it.
 */
export async function runAfterAnswer(task: Task<object>): Promise<void> {
  if (inNextServer) after(() => task.soon());
  else await task.soon();
}
