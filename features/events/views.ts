import 'server-only';
/** What the public pages show of the events (the rule: lib/data/views.ts). */
import type { SiteEvent } from './published';
import { pick } from '@/lib/data/views';
import { dubaiDay } from '@/lib/text/dates';
import { now as clockNow } from '@/lib/time/clock';

const FIELDS = [
  'id',
  'name',
  'city',
  'country',
  'venue',
  'stand',
  'summary',
  'link',
  'startsOn',
  'endsOn',
  'image',
] as const;

export type EventCard = Pick<SiteEvent, (typeof FIELDS)[number]>;

export function eventCard(event: SiteEvent): EventCard {
  return pick(event, FIELDS);
}

/**
 * The events of `today` ('YYYY-MM-DD', Dubai): upcoming ones (not ended yet: an event is upcoming
 * up to and including its last day) soonest first, then past ones, the latest first.
 */
export function eventsOn<E extends { startsOn: string; endsOn: string; id: number }>(
  events: readonly E[],
  today: string,
): { upcoming: E[]; past: E[] } {
  const soonest = (a: E, b: E) =>
    a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn) || a.id - b.id;
  const upcoming = events.filter((e) => e.endsOn >= today).sort(soonest);
  const past = events.filter((e) => e.endsOn < today).sort((a, b) => soonest(b, a));
  return { upcoming, past };
}

/** The events as the pages show them, upcoming and past as of now, by the Dubai calendar. */
export function eventsNow(
  events: readonly SiteEvent[],
  now = clockNow(),
): { upcoming: EventCard[]; past: EventCard[] } {
  return eventsOn(events.map(eventCard), dubaiDay(now));
}
