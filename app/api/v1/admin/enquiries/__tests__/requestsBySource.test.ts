/**
 * The Dashboard's requests by source: the last 90 days' requests of every kind by the source and
 * medium of the visit that sent them (a referring site when no campaign), the ten most frequent,
 * the rest as one row, and those without a source apart.
 */
import { adminTestBed, call, signIn } from '@/test/admin';
import { enquiries } from '@/lib/db/schema';
import { requestsBySource } from '@/features/enquiries/requestsBySource';
import type { VisitSource } from '@/lib/visits/source';
import { GET } from '../sources/route';

const bed = adminTestBed();
const NOW = new Date('2026-06-17T12:00:00Z');

type Kind = (typeof enquiries.$inferInsert)['kind'];
const add = (kind: Kind, source: VisitSource | null, createdAt = '2026-06-10T09:00:00Z') =>
  bed.testDb.db
    .insert(enquiries)
    .values({ kind, source, name: 'Buyer', email: 'buyer@example.com', createdAt: new Date(createdAt) });
const campaign = (utm: VisitSource['utm'], referrer?: string): VisitSource => ({
  utm,
  clickId: false,
  ...(referrer ? { referrer } : {}),
  landing: '/',
  language: 'en',
});
const NEWSLETTER = campaign({ source: 'Newsletter', medium: 'email', campaign: 'nov-promo' });

beforeAll(async () => {
  await bed.testDb.db.delete(enquiries);
  await add('quote', NEWSLETTER);
  await add('sample', NEWSLETTER);
  // The same tags in another case add up with them.
  await add('enquiry', campaign({ source: 'newsletter', medium: 'EMAIL' }));
  await add('document', campaign({}, 'www.google.com'));
  await add('quote', campaign({}));
  await add('enquiry', null);
  // 91 days before, and after NOW: not counted.
  await add('quote', NEWSLETTER, '2026-03-18T11:00:00Z');
  await add('quote', NEWSLETTER, '2026-06-17T13:00:00Z');
});

it('counts each kind by source and medium over the last 90 days, a referring site as a referral, none as direct', async () => {
  const answer = await requestsBySource(NOW);
  expect(answer.days).toBe(90);
  const zero = { enquiry: 0, quote: 0, sample: 0, document: 0 };
  expect(answer.rows).toEqual([
    {
      kind: 'source',
      source: 'newsletter',
      medium: 'email',
      counts: { ...zero, enquiry: 1, quote: 1, sample: 1 },
      total: 3,
    },
    { kind: 'source', source: '(direct)', medium: '(none)', counts: { ...zero, quote: 1 }, total: 1 },
    {
      kind: 'source',
      source: 'www.google.com',
      medium: 'referral',
      counts: { ...zero, document: 1 },
      total: 1,
    },
    { kind: 'unknown', source: '', medium: '', counts: { ...zero, enquiry: 1 }, total: 1 },
  ]);
});

it('keeps ten sources apart and adds up the others in one row', async () => {
  for (let i = 0; i < 12; i++)
    await add('quote', campaign({ source: `partner-${String(i).padStart(2, '0')}`, medium: 'referral' }));
  const answer = await requestsBySource(NOW);
  expect(answer.rows.filter((row) => row.kind === 'source')).toHaveLength(10);
  const other = answer.rows.find((row) => row.kind === 'other')!;
  // 3 + 12 sources of one request: the newsletter and nine others shown, five left.
  expect(other.total).toBe(5);
  expect(answer.rows.reduce((sum, row) => sum + row.total, 0)).toBe(6 + 12);
});

it('is answered to the roles that see enquiries, and refused to the others', async () => {
  const response = await call(GET, bed.staff.request('GET', '/api/v1/admin/enquiries/sources'));
  expect(response.status).toBe(200);
  expect((await response.json()).days).toBe(90);
  for (const role of ['editor', 'hr'] as const) {
    const other = await signIn(bed.testDb.db, `sources-${role}@kinglife.test`, role);
    expect((await call(GET, other.request('GET', '/api/v1/admin/enquiries/sources'))).status).toBe(403);
  }
});
