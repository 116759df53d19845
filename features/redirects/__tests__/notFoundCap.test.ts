/**
 * @jest-environment node
 *
 * The 404 log cannot fill the disk: three times NOT_FOUND_CAP random 404s, sent through the beacon
 * route's own recording function in concurrent batches (as many browsers would), leave at most
 * NOT_FOUND_CAP paths and a table (with its indexes and TOAST) of a few MB; the paths visited most
 * are kept with every visit counted. (Three times the cap trims the log about 170 times past it;
 * ten times took four minutes of CI and proved nothing more.)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { NOT_FOUND_CAP, NOT_FOUND_TRIM_EVERY, recordNotFound } from '../data';

jest.setTimeout(600_000);

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
});
afterAll(() => testDb.drop());

const BEACONS = 3 * NOT_FOUND_CAP;
const BATCH = 50;

it('keeps at most NOT_FOUND_CAP paths and a few MB after three times as many random 404s, the most visited kept', async () => {
  const started = Date.now();
  for (let sent = 0; sent < BEACONS; sent += BATCH) {
    await Promise.all(
      Array.from({ length: BATCH }, (_, i) => {
        // One in ten is a path many visitors ask for; the rest are random, some long, with queries.
        const popular = (sent + i) % 10 === 0;
        const path = popular
          ? `/popular-${(sent + i) % 7}`
          : `/${randomBytes(8 + ((sent + i) % 24)).toString('base64url')}?q=${randomBytes(4).toString('hex')}`;
        return recordNotFound(testDb.db, { path, referrer: 'https://search.example' });
      }),
    );
  }
  const { rows } = await testDb.db.execute<{ n: number; bytes: string }>(sql`
    SELECT count(*)::int AS n, pg_total_relation_size('not_found_paths')::text AS bytes FROM not_found_paths`);
  const popular = await testDb.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM not_found_paths WHERE path LIKE '/popular-%' AND hits >= ${Math.floor(BEACONS / 70)}`,
  );
  console.info(
    `[404 log] ${BEACONS} beacons in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows[0].n} paths, ${(Number(rows[0].bytes) / 1e6).toFixed(2)} MB`,
  );
  expect(rows[0].n).toBeLessThanOrEqual(NOT_FOUND_CAP);
  expect(rows[0].n).toBeGreaterThan(NOT_FOUND_CAP - 3 * NOT_FOUND_TRIM_EVERY);
  expect(Number(rows[0].bytes)).toBeLessThan(5 * 1024 * 1024);
  expect(popular.rows[0].n).toBe(7);
});
