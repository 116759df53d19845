import 'server-only';
/**
 * The night an event ends: an event is upcoming up to its last day (./views.ts), so at midnight
 * after it, Dubai time, the Events page moves it to the past and the home page's "Meet us at"
 * strip drops it. Both are static pages kept under the `events` tag; this task, sent by the queue
 * at the start of every Dubai day, expires that tag (and so purges the CDN) when a published event
 * ended the day before, and leaves the pages alone on any other night.
 */
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { inBackground, expireTags, tags } from '@/lib/data/cache';
import { defineTask } from '@/lib/tasks/tasks';
import { dubaiDay } from '@/lib/text/dates';
import { now as clockNow } from '@/lib/time/clock';
import { events } from './tables';

/** 00:00 in Dubai (UTC+4 all year) is 20:00 UTC. */
const DUBAI_MIDNIGHT = '0 20 * * *';
const DAY_MS = 86_400_000;

/**
 * Expires the events' pages if a published event ended on the day before `now`'s Dubai day; the
 * ids of those events (none: nothing was expired).
 */
export async function endEventDay(db: Database, now = clockNow()): Promise<number[]> {
  const yesterday = dubaiDay(new Date(now.getTime() - DAY_MS));
  const ended = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.published, true), eq(events.endsOn, sql`${yesterday}::date`)));
  if (ended.length > 0) await expireTags(db, tags.events);
  return ended.map((row) => row.id);
}

export const eventDayTask = defineTask(
  'event-day',
  { retries: 3, delaySeconds: 10, maxDelaySeconds: 60, holdSeconds: 60, every: DUBAI_MIDNIGHT },
  async () => {
    await inBackground(() => endEventDay(getDb()));
  },
);
