import { getDb } from '../db/client';
import { runHousekeeping } from './housekeeping';
import { deliverPending } from '../mail/queue';

/**
 * The server's background work (started once per server process from instrumentation.ts): unsent
 * mail is retried every minute, and the clean-up runs every hour. Both are safe with several
 * instances (claimed mail rows; an advisory lock for the clean-up).
 */
export function startBackgroundWork(mailEveryMs = 60_000, housekeepingEveryMs = 60 * 60_000): void {
  const sweep = () =>
    deliverPending(getDb()).catch((error) => console.error('[mail] retry sweep failed:', error));
  const mail = setInterval(sweep, mailEveryMs);
  // Mail left due by an earlier run goes out soon after a start, not a minute later.
  const firstSweep = setTimeout(sweep, 5_000);
  const clean = () =>
    runHousekeeping(getDb())
      .then((report) => {
        if (report.ran) console.info('[housekeeping]', JSON.stringify(report));
      })
      .catch((error) => console.error('[housekeeping] failed:', error));
  const cleaning = setInterval(clean, housekeepingEveryMs);
  const first = setTimeout(clean, Math.min(housekeepingEveryMs, 60_000));
  mail.unref();
  firstSweep.unref();
  cleaning.unref();
  first.unref();
}
