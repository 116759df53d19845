import { log } from '../log/logger.cjs';

/**
 * Exits this process when the launcher (scripts/with-db.ts) that started it is gone. Without it a
 * SIGKILLed launcher would leave the Next server orphaned, holding the port and a database that
 * the next start has to shut down.
 */
export function exitWhenParentDies(parentPid: number, intervalMs = 1000): void {
  const timer = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      log.error(`launcher ${parentPid} is gone; exiting`);
      process.exit(0);
    }
  }, intervalMs);
  timer.unref();
}
