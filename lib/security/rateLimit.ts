/**
 * Fixed-window rate limits stored in the database, so they hold across server instances and
 * restarts. One atomic upsert per hit.
 */
import { createHmac } from 'node:crypto';
import { now as clockNow } from '../time/clock';
import { derivedKey } from '../auth/secretBox';
import { clientIp } from '../http/request';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rateLimits } from '../db/platformSchema';

export interface RateLimitRule {
  /** Most hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (when not allowed: how long to wait). */
  retryAfterSeconds: number;
}

/**
 * The rate limit's key for an anonymous client of `purpose` ('vitals', 'not-found'): a keyed hash
 * of its address, so the counters (kept a short while, like every rate limit) never hold an
 * address either.
 */
export function anonymousClientKey(request: Request, purpose: string): string {
  const digest = createHmac('sha256', derivedKey(`${purpose} rate limit v1`)).update(clientIp(request));
  return `${purpose}:${digest.digest('base64url').slice(0, 22)}`;
}

/** Counts a hit on `key` and says whether it is within the rule. */
export async function hit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = clockNow(),
): Promise<RateLimitResult> {
  const windowStartCutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const nowIso = now.toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartCutoff}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartCutoff}::timestamptz THEN ${nowIso}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning();
  const resetsAt = row.windowStart.getTime() + rule.windowMs;
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Forgets the counter (e.g. after a successful sign-in). */
export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Gives one counted hit back (an attempt that turned out to be legitimate). */
export async function release(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
