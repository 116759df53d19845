import { getDb } from '../db/client';
import { deliverPending } from './queue';

/** Retries unsent mail every minute while the server runs (started from instrumentation.ts). */
export function startMailRetryLoop(intervalMs = 60_000): void {
  const timer = setInterval(() => {
    deliverPending(getDb()).catch((error) => console.error('[mail] retry sweep failed:', error));
  }, intervalMs);
  timer.unref();
}
