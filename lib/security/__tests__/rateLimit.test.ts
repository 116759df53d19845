import { freshDatabase, type TestDatabase } from '../../../test/db';
import { clear, hit, release } from '../rateLimit';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
});
afterAll(async () => {
  await testDb.drop();
});

const rule = { limit: 3, windowMs: 60_000 };

it('allows up to the limit in a window, then refuses with the time left', async () => {
  const t0 = new Date('2026-01-01T10:00:00Z');
  for (let i = 1; i <= 3; i++) expect((await hit(testDb.db, 'k1', rule, t0)).allowed).toBe(true);
  const fourth = await hit(testDb.db, 'k1', rule, new Date(t0.getTime() + 15_000));
  expect(fourth).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 45 });
});

it('starts a new window once the old one has passed', async () => {
  const t0 = new Date('2026-01-01T11:00:00Z');
  for (let i = 0; i < 4; i++) await hit(testDb.db, 'k2', rule, t0);
  const later = await hit(testDb.db, 'k2', rule, new Date(t0.getTime() + 60_000));
  expect(later).toMatchObject({ allowed: true, count: 1 });
});

it('keeps keys apart and can be cleared', async () => {
  const t0 = new Date('2026-01-01T12:00:00Z');
  for (let i = 0; i < 4; i++) await hit(testDb.db, 'k3', rule, t0);
  expect((await hit(testDb.db, 'k4', rule, t0)).allowed).toBe(true);
  await clear(testDb.db, 'k3');
  expect(await hit(testDb.db, 'k3', rule, t0)).toMatchObject({ allowed: true, count: 1 });
});

it('counts concurrent hits exactly', async () => {
  const t0 = new Date('2026-01-01T13:00:00Z');
  const results = await Promise.all(Array.from({ length: 10 }, () => hit(testDb.db, 'k5', rule, t0)));
  expect(results.filter((r) => r.allowed)).toHaveLength(3);
});

it('gives a hit back', async () => {
  const t0 = new Date('2026-01-01T14:00:00Z');
  for (let i = 0; i < 3; i++) await hit(testDb.db, 'k6', rule, t0);
  await release(testDb.db, 'k6');
  expect(await hit(testDb.db, 'k6', rule, t0)).toMatchObject({ allowed: true, count: 3 });
  await release(testDb.db, 'never-hit');
});
