/**
 * The one time every app server agrees on: the database's. Sessions, pending sign-ins, one-time
 * codes, two-step codes, rate limits, signed document links, scheduled publishing and the clean-up
 * compare times that another server wrote or will read, so they take `now()` rather than this
 * machine's clock: a server whose clock drifts (5 minutes ahead, say) still agrees with the others.
 *
 *   import { now } from '@/lib/time/clock';
 *   export async function findSession(db, token, at = now()) { … }
 *
 * `now()` is this machine's clock plus the offset to PostgreSQL's (`clock_timestamp()`, read at
 * the midpoint of the query's round trip: the quickest of a few readings). It never waits: before
 * the first reading it answers this machine's time and starts one; a reading older than a minute,
 * or a jump of this machine's clock (NTP or an operator setting it), starts the next one in the
 * background. A reading that fails (the database away) keeps the offset it had, and nothing is
 * thrown to the caller. `syncClock()` takes a reading now (the server's start awaits it:
 * instrumentation.ts). Durations inside one process (timeouts, in-memory caches) keep
 * `Date.now()` / `performance.now()`; SQL that compares with `now()` is the database's already.
 *
 * Server code, though without the `server-only` marker: the auth modules that use it are also
 * imported by scripts/admin-create.ts and the end-to-end specs (where the marker throws), and the
 * database client is loaded only when a reading is taken. The offset lives on globalThis, so every
 * copy of this module in the process (Next bundles instrumentation and routes apart) and the page
 * cache handler (lib/cache/pageCacheHandler.cjs, which reads it there) share one.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { log } from '../log/logger.cjs';

/** A reading older than this is taken again at the next `now()`. */
export const CLOCK_RESYNC_MS = 60_000;
/** After a failed reading, the next is tried no sooner than this. */
const RETRY_MS = 5_000;
/** This machine's clock moving this much against the monotonic one means it was set. */
const STEP_MS = 1_000;
/** An offset this large is logged (once per process). */
const TELL_ABOVE_MS = 1_000;
/** Readings per sync; the one with the shortest round trip is kept. */
const READINGS = 3;

interface ClockState {
  /** The database's time minus this machine's (`Date.now()`), in ms. */
  offsetMs: number;
  /** `Date.now() - performance.now()` at the last reading: a change means the clock was set. */
  wallMinusMono: number | null;
  /** `performance.now()` from which `now()` takes a new reading. */
  nextSyncAt: number;
  syncing: Promise<number> | null;
  told: boolean;
  /** `now()` in ms, for the CommonJS page cache handler. */
  nowMs: () => number;
}

/** Also read by ./agreed.ts (code the browser runs too). */
const STATE = Symbol.for('kinglife.clock');

function clock(): ClockState {
  const global = globalThis as unknown as { [STATE]?: ClockState };
  return (global[STATE] ??= {
    offsetMs: 0,
    wallMinusMono: null,
    nextSyncAt: 0,
    syncing: null,
    told: false,
    nowMs: () => now().getTime(),
  });
}

/** The database's time as this server best knows it (this machine's before the first reading). */
export function now(): Date {
  const state = clock();
  const wall = Date.now();
  const mono = performance.now();
  if (state.wallMinusMono !== null && Math.abs(wall - mono - state.wallMinusMono) > STEP_MS) {
    // The clock was set since the offset was learned: learn it again at once.
    state.wallMinusMono = wall - mono;
    state.nextSyncAt = 0;
  }
  if (mono >= state.nextSyncAt) void syncClock();
  return new Date(wall + state.offsetMs);
}

/**
 * Takes a reading of the database's clock (joining one under way) and answers the offset in ms
 * (the database's time minus this machine's). Never throws: a failed reading keeps the last
 * offset. `db`: the app's client (lib/db/client.ts) unless given.
 */
export function syncClock(db?: Database): Promise<number> {
  const state = clock();
  state.syncing ??= learnOffset(state, db).finally(() => {
    state.syncing = null;
  });
  return state.syncing;
}

async function learnOffset(state: ClockState, given: Database | undefined): Promise<number> {
  // Marked at the start: `now()` calls during the reading do not start another.
  state.nextSyncAt = performance.now() + RETRY_MS;
  try {
    const db = given ?? (await import('../db/client')).getDb();
    let best: { offsetMs: number; roundTripMs: number } | undefined;
    for (let i = 0; i < READINGS; i++) {
      const sentAt = Date.now();
      const sent = performance.now();
      const { rows } = await db.execute<{ ms: number }>(
        sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`,
      );
      const roundTripMs = performance.now() - sent;
      // A reading across a setting of this machine's clock measures neither side of it.
      if (Math.abs(Date.now() - sentAt - roundTripMs) > STEP_MS) continue;
      const offsetMs = Number(rows[0].ms) - (sentAt + roundTripMs / 2);
      if (!best || roundTripMs < best.roundTripMs) best = { offsetMs, roundTripMs };
    }
    if (!best || !Number.isFinite(best.offsetMs)) return state.offsetMs;
    // A reading that agrees with the offset kept, within its own uncertainty (half its round
    // trip), leaves it as it is: the offset stays still (0 where both clocks are one machine's)
    // rather than wandering by a millisecond with each reading.
    if (Math.abs(best.offsetMs - state.offsetMs) > best.roundTripMs / 2 + 1) {
      state.offsetMs = Math.round(best.offsetMs);
    }
    state.wallMinusMono = Date.now() - performance.now();
    state.nextSyncAt = performance.now() + CLOCK_RESYNC_MS;
    if (!state.told && Math.abs(state.offsetMs) > TELL_ABOVE_MS) {
      state.told = true;
      const seconds = (Math.abs(state.offsetMs) / 1000).toFixed(1);
      const way = state.offsetMs < 0 ? 'ahead of' : 'behind';
      log.warn(
        `clock: this server's clock is ${seconds} s ${way} the database's; the app keeps the database's time (check NTP on this server)`,
      );
    }
  } catch {
    // The database away (or no client here): the last offset stands; the next `now()` after RETRY_MS tries again.
  }
  return state.offsetMs;
}
