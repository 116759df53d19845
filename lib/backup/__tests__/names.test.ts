/**
 * @jest-environment node
 *
 * Which scheduled backups go: beyond the newest BACKUP_KEEP, and besides them the newest of each
 * of the last BACKUP_KEEP_WEEKLY weeks (Monday to Sunday, UTC) stays; other files are never touched.
 */
import { archiveName, beyondKeep } from '../names';

/** One archive a day at 02:30 UTC, from 2 to 30 November 2026 (a Monday to a Monday). */
const daily = Array.from({ length: 29 }, (_, i) => archiveName(new Date(Date.UTC(2026, 10, 2 + i, 2, 30))));
const day = (name: string) => name.slice('kinglife-'.length, 'kinglife-'.length + 10);
const kept = (removed: string[]) => daily.filter((name) => !removed.includes(name)).map(day);

it('keeps the newest BACKUP_KEEP, oldest removed first, and leaves other files alone', () => {
  const removed = beyondKeep([...daily, 'erasures.json', 'notes.txt'], 7);
  expect(kept(removed)).toEqual([
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
    '2026-11-30',
  ]);
  expect(removed[0]).toBe(daily[0]);
  expect(removed).not.toContain('erasures.json');
});

it('keeps besides them the newest of each of the last BACKUP_KEEP_WEEKLY weeks', () => {
  // 30 Nov is a Monday, alone in its week; the weeks before it end on Sunday the 29th, 22nd, 15th, 8th.
  expect(kept(beyondKeep(daily, 7, 4))).toEqual([
    '2026-11-15',
    '2026-11-22',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
    '2026-11-30',
  ]);
  expect(kept(beyondKeep(daily, 1, 5))).toEqual([
    '2026-11-08',
    '2026-11-15',
    '2026-11-22',
    '2026-11-29',
    '2026-11-30',
  ]);
  // More weeks asked than there are: every week's newest.
  expect(kept(beyondKeep(daily, 1, 52))).toEqual([
    '2026-11-08',
    '2026-11-15',
    '2026-11-22',
    '2026-11-29',
    '2026-11-30',
  ]);
});
