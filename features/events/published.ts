import 'server-only';
/**
 * What the public pages read of the events, cached under their tag. Apart from the staff's writes
 * (./data.ts) so that what only reads — the pages, the site search (./search.ts) — does not load
 * the content lifecycle, which reads the list of collections this kind is declared in.
 */
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { cachedReader, tags, type Cached } from '@/lib/data/cache';
import { translatedRow } from '@/lib/data/translated';
import { textNames } from '@/lib/validation/texts';
import { events } from './tables';
import { eventTexts } from './texts';

export type EventRow = typeof events.$inferSelect;
export type SiteEvent = Cached<EventRow>;

/** Soonest first. */
export const byDate = [asc(events.startsOn), asc(events.endsOn), asc(events.id)];

/** An event as a page in `locale` shows it: its Arabic texts where there are, in Arabic. */
export const eventIn = (locale: Locale, row: EventRow) => translatedRow(locale, row, textNames(eventTexts));

/**
 * Published events, soonest first (the Events page and the home page's strip split them into
 * upcoming and past by the day: ./views.ts). Kept under `events`, which ./endedDay.ts expires the
 * night an event ends.
 */
export const listPublishedEvents = cachedReader(
  'events.published',
  async (locale: Locale) => {
    const rows = await getDb()
      .select()
      .from(events)
      .where(eq(events.published, true))
      .orderBy(...byDate);
    return rows.map((row) => eventIn(locale, row));
  },
  () => [tags.events],
);
