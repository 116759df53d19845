/**
 * The Dashboard's requests per week: 26 UTC weeks from Monday, this one last, with the weeks
 * without requests as zeros, by kind and by destination (the top five, then the rest).
 */
import { adminTestBed, call, signIn } from '@/test/admin';
import { enquiries } from '@/lib/db/schema';
import { requestsPerWeek } from '@/features/enquiries/requestsPerWeek';
import { GET } from '../weekly/route';

const bed = adminTestBed();
/** A Wednesday: its week starts on Monday 15 June, the first of the 26 on Monday 22 December 2025. */
const NOW = new Date('2026-06-17T12:00:00Z');

type Kind = (typeof enquiries.$inferInsert)['kind'];
const add = (kind: Kind, country: string, createdAt: string) =>
  bed.testDb.db
    .insert(enquiries)
    .values({ kind, country, name: 'Buyer', email: 'buyer@example.com', createdAt: new Date(createdAt) });

/** 26 weeks of zeros but for these (week index → requests). */
const weeks = (counts: Record<number, number> = {}) =>
  Array.from({ length: 26 }, (_, index) => counts[index] ?? 0);

beforeAll(async () => {
  await bed.testDb.db.delete(enquiries);
  // This week (index 25).
  await add('quote', 'DE', '2026-06-15T00:00:00Z');
  await add('quote', 'DE', '2026-06-17T09:00:00Z');
  await add('sample', 'DE', '2026-06-16T14:00:00Z');
  await add('document', '', '2026-06-16T15:00:00Z');
  // Two weeks before (index 23).
  await add('quote', 'FR', '2026-06-01T08:00:00Z');
  await add('sample', 'FR', '2026-06-07T23:59:00Z');
  // The first week's first moment (index 0), and the third week (index 2).
  await add('sample', 'DE', '2025-12-22T00:00:00Z');
  await add('quote', 'DE', '2026-01-05T10:00:00Z');
  // A minute before the 26 weeks, a contact-form enquiry, and a request after NOW: none counted.
  await add('quote', 'DE', '2025-12-21T23:59:00Z');
  await add('enquiry', '', '2026-06-16T10:00:00Z');
  await add('quote', 'FR', '2026-06-17T13:00:00Z');
});

it('counts each kind per week over the last 26 weeks, zero weeks included and older requests left out', async () => {
  const answer = await requestsPerWeek(NOW);
  expect(answer.weeks).toHaveLength(26);
  expect(answer.weeks[0]).toBe('2025-12-22');
  expect(answer.weeks[1]).toBe('2025-12-29');
  expect(answer.weeks[25]).toBe('2026-06-15');
  expect(answer.byKind).toEqual({
    quote: weeks({ 2: 1, 23: 1, 25: 2 }),
    sample: weeks({ 0: 1, 23: 1, 25: 1 }),
    document: weeks({ 25: 1 }),
  });
});

it('counts them per destination, the most asked-for first, with the rest (and none) as Other', async () => {
  const answer = await requestsPerWeek(NOW);
  expect(answer.byCountry).toEqual([
    { code: 'DE', name: 'Germany', counts: weeks({ 0: 1, 2: 1, 25: 3 }) },
    { code: 'FR', name: 'France', counts: weeks({ 23: 2 }) },
  ]);
  expect(answer.other).toEqual(weeks({ 25: 1 }));
});

it('keeps five destinations apart and adds up the others', async () => {
  // Four more destinations this week: AE twice; BR, CN and IN once each (ties go by code).
  for (const country of ['AE', 'AE', 'BR', 'CN', 'IN']) await add('quote', country, '2026-06-16T12:00:00Z');
  const answer = await requestsPerWeek(NOW);
  expect(answer.byCountry.map((series) => series.code)).toEqual(['DE', 'AE', 'FR', 'BR', 'CN']);
  expect(answer.byCountry[1].counts).toEqual(weeks({ 25: 2 }));
  // India's request and the document request that named no destination.
  expect(answer.other).toEqual(weeks({ 25: 2 }));
  // Every request is in one series, whichever way it is split.
  const total = (series: number[][]) => series.flat().reduce((sum, n) => sum + n, 0);
  expect(total([...answer.byCountry.map((s) => s.counts), answer.other])).toBe(
    total(Object.values(answer.byKind)),
  );
});

it('is answered to the roles that see enquiries, this week last, and refused to the others', async () => {
  const response = await call(GET, bed.staff.request('GET', '/api/v1/admin/enquiries/weekly'));
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.weeks).toHaveLength(26);
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  expect(answer.weeks[25]).toBe(monday.toISOString().slice(0, 10));
  const sales = await signIn(bed.testDb.db, 'weekly-sales@kinglife.test', 'sales');
  expect((await call(GET, sales.request('GET', '/api/v1/admin/enquiries/weekly'))).status).toBe(200);
  for (const role of ['editor', 'hr'] as const) {
    const other = await signIn(bed.testDb.db, `weekly-${role}@kinglife.test`, role);
    expect((await call(GET, other.request('GET', '/api/v1/admin/enquiries/weekly'))).status).toBe(403);
  }
});
