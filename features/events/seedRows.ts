/** The seed's events as rows (lib/db/seed.ts runs it in its transaction). */
import type { Transaction } from '@/lib/db/connect';
import { dubaiDay } from '@/lib/text/dates';
import { now as clockNow } from '@/lib/time/clock';
import { eventSeeds, type Edition } from './seedContent';
import { events } from './tables';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The edition of a show the seed adds on `today` ('YYYY-MM-DD'): its next one that starts after
 * today, or its last one that ended before it, on its usual dates. So a site seeded on any day
 * has the same three upcoming shows and two past ones.
 */
export function editionOf(show: Edition, today: string): { startsOn: string; endsOn: string } {
  const year = Number(today.slice(0, 4));
  const held = (y: number) => !show.years || (y % 2 === 1) === (show.years === 'odd');
  const editions = [year - 2, year - 1, year, year + 1, year + 2].filter(held).map((y) => {
    const start = Date.UTC(y, show.month - 1, show.day);
    return { startsOn: isoDay(start), endsOn: isoDay(start + (show.days - 1) * DAY_MS) };
  });
  return show.when === 'next'
    ? editions.find((e) => e.startsOn > today)!
    : editions.findLast((e) => e.endsOn < today)!;
}

export async function seedEvents(tx: Transaction, today = dubaiDay(clockNow())): Promise<void> {
  await tx.insert(events).values(
    eventSeeds.map((show) => {
      const { edition, ...content } = show;
      const { startsOn, endsOn } = editionOf(edition, today);
      const year = startsOn.slice(0, 4);
      return {
        ...content,
        name: `${show.name} ${year}`,
        nameAr: `${show.nameAr} ${year}`,
        startsOn,
        endsOn,
        published: true,
      };
    }),
  );
}
