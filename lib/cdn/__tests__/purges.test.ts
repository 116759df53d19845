/**
 * The purge queue against a real database: a purge is stored with the change that caused it (and
 * not without it), sent twice, retried with back-off while the CDN refuses, and sent once however
 * many servers sweep at the same time.
 */
import { freshDatabase, type TestDatabase } from '@/test/db';
import { cdnPurges, siteSettings } from '../../db/schema';
import { backoffMs, purgeOnNewBuild, recordPurge, sendDuePurges } from '../purges';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
});
afterAll(() => testDb.drop());
beforeEach(async () => {
  process.env.CDN_PURGE = 'varnish:http://127.0.0.1:1';
  await testDb.db.delete(cdnPurges);
});
afterEach(() => {
  delete process.env.CDN_PURGE;
});

/** A purger that records what it was asked, or refuses. */
function recorder() {
  const calls: string[][] = [];
  let refusing = false;
  return {
    calls,
    refuse: (on: boolean) => (refusing = on),
    purger: async (keys: string[]) => {
      if (refusing) throw new Error('503 from the CDN');
      calls.push(keys);
    },
  };
}

test('a purge is kept only if the change that caused it is', async () => {
  await expect(
    testDb.db.transaction(async (tx) => {
      await recordPurge(tx, ['settings']);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await testDb.db.select().from(cdnPurges)).toHaveLength(0);

  await testDb.db.transaction(async (tx) => {
    await tx.update(siteSettings).set({ updatedAt: new Date() });
    await recordPurge(tx, ['settings']);
  });
  expect((await testDb.db.select().from(cdnPurges)).map((row) => row.keys)).toEqual([['settings']]);
});

test('nothing is recorded without a CDN', async () => {
  delete process.env.CDN_PURGE;
  await recordPurge(testDb.db, ['settings']);
  expect(await testDb.db.select().from(cdnPurges)).toHaveLength(0);
});

test('each change is purged once, at once; each key once per send', async () => {
  const cdn = recorder();
  const now = new Date();
  await recordPurge(testDb.db, ['products', 'product:3'], now);
  await recordPurge(testDb.db, ['products', 'settings'], now);
  expect(await sendDuePurges(testDb.db, now, cdn.purger)).toBe(2);
  expect(cdn.calls).toEqual([['products', 'product:3', 'settings']]);
  expect(await sendDuePurges(testDb.db, new Date(now.getTime() + 60_000), cdn.purger)).toBe(0);
  expect(cdn.calls).toHaveLength(1);
  expect(await testDb.db.select().from(cdnPurges)).toHaveLength(0);
});

test('a refused purge is kept and retried after a growing pause, never dropped', async () => {
  const cdn = recorder();
  const now = new Date();
  await testDb.db.insert(cdnPurges).values({ keys: ['news'], nextAttemptAt: now });
  cdn.refuse(true);
  let at = now;
  for (let attempt = 1; attempt <= 12; attempt++) {
    expect(await sendDuePurges(testDb.db, at, cdn.purger)).toBe(0);
    const [row] = await testDb.db.select().from(cdnPurges);
    expect(row).toMatchObject({ attempts: attempt, lastError: '503 from the CDN', leaseUntil: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(Date.now() + backoffMs(attempt) - 1000);
    at = new Date(row.nextAttemptAt.getTime() + 1);
  }
  expect(backoffMs(1)).toBe(1000);
  expect(backoffMs(12)).toBe(5 * 60_000);
  cdn.refuse(false);
  expect(await sendDuePurges(testDb.db, at, cdn.purger)).toBe(1);
  expect(cdn.calls).toEqual([['news']]);
  expect(await testDb.db.select().from(cdnPurges)).toHaveLength(0);
});

test('servers sweeping at the same time send each purge once', async () => {
  const now = new Date();
  for (let i = 0; i < 40; i++) await recordPurge(testDb.db, [`product:${i}`], now);
  const cdn = recorder();
  const slow = async (keys: string[]) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await cdn.purger(keys);
  };
  const sent = await Promise.all([0, 1, 2, 3].map(() => sendDuePurges(testDb.db, now, slow)));
  expect(sent.reduce((a, b) => a + b)).toBe(40);
  const keys = cdn.calls.flat();
  expect(keys).toHaveLength(40);
  expect(new Set(keys).size).toBe(40);
});

test('the first start of a new build purges every page, later starts do not', async () => {
  expect(await purgeOnNewBuild(testDb.db, 'build-a')).toBe(true);
  expect(await purgeOnNewBuild(testDb.db, 'build-a')).toBe(false);
  expect((await testDb.db.select().from(cdnPurges)).map((row) => row.keys)).toEqual([['site']]);
  expect(await purgeOnNewBuild(testDb.db, 'build-b')).toBe(true);
});
