/**
 * How many times content tags have expired in this process, for the readings kept until the next
 * expiry (`keptUntilExpiry`, lib/data/cache.ts). An expiry is counted when a write asks for it and
 * again once that write's transaction is over (lib/data/transaction.ts): a reading begun between
 * the two read the rows as they were before the commit, and must not be kept after it. On
 * globalThis, because proxy.ts is bundled apart from the route handlers whose writes expire them.
 */
const counted = globalThis as unknown as { kinglifeTagExpiries?: number };

export function countExpiry(): void {
  counted.kinglifeTagExpiries = expiryCount() + 1;
}

export function expiryCount(): number {
  return counted.kinglifeTagExpiries ?? 0;
}
