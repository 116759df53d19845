/** What the server logged (lib/log/logger.cjs) while a test ran: one parsed JSON line each. */
import { log, logTo } from '../lib/log/logger.cjs';

export interface LogLine {
  level: string;
  msg: string;
  err?: { message: string; stack: string };
  [field: string]: unknown;
}

export function captureLogs() {
  const lines: LogLine[] = [];
  const undo = logTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
  // The Jest run is quiet (LOG_LEVEL=silent, test/globalSetup.ts) but for what a test reads.
  const level = log.level;
  log.level = 'debug';
  const restore = () => {
    log.level = level;
    undo();
  };
  return {
    lines,
    /** Every line's level and message, in order. */
    said: () => lines.map((line) => `${line.level}: ${line.msg}`),
    restore,
  };
}
