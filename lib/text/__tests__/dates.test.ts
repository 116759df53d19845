/**
 * @jest-environment node
 *
 * The admin writes days and moments one way: a day '24 Mar 2024', a moment in Dubai time that
 * says so, '30 Nov 2026, 09:00 (Dubai)', whatever the server's own zone.
 */
import { formatAdminDate, formatDubaiTime } from '../dates';

it('writes a day as the admin does', () => {
  expect(formatAdminDate('2024-03-24')).toBe('24 Mar 2024');
  expect(formatAdminDate('2026-11-28T23:30:00.000Z')).toBe('28 Nov 2026');
});

it('writes a moment in Dubai time, naming the zone', () => {
  expect(formatDubaiTime('2026-11-30T05:00:00.000Z')).toBe('30 Nov 2026, 09:00 (Dubai)');
  // Late evening in UTC is the next day in Dubai.
  expect(formatDubaiTime('2026-11-28T22:15:00.000Z')).toBe('29 Nov 2026, 02:15 (Dubai)');
});
