/**
 * CDN purges on the task queue, against a real database and a CDN that is a local HTTP server
 * taking Varnish's PURGE: a purge is sent with the change that caused it (and not without it),
 * each change once with its keys merged, retried after a growing pause while the CDN refuses, and
 * sent once however many runners take the queue at the same time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { waitingTasks } from '@/test/tasks';
import { siteSettings } from '../../db/schema';
import { purgeOnNewBuild, purgeTask, recordPurge } from '../purges';

let testDb: TestDatabase;
let cdn: Awaited<ReturnType<typeof startCdn>>;

/** A CDN that records the keys of each PURGE it takes, or refuses with 503. */
async function startCdn() {
  const calls: string[][] = [];
  let refusing = false;
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    setTimeout(() => {
      if (refusing) {
        response.writeHead(503).end('busy');
        return;
      }
      calls.push(String(request.headers.xkey).split(' '));
      response.writeHead(200).end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refuse: (on: boolean) => (refusing = on),
    delay: (ms: number) => (delayMs = ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  testDb = await freshDatabase();
  cdn = await startCdn();
});
afterAll(async () => {
  await cdn.close();
  await testDb.drop();
});
beforeEach(async () => {
  process.env.CDN_PURGE = `varnish:${cdn.url}`;
  cdn.calls.length = 0;
  cdn.refuse(false);
  cdn.delay(0);
  await purgeTask.runDue({ evenIfDeferred: true });
  cdn.calls.length = 0;
});
afterEach(() => {
  delete process.env.CDN_PURGE;
});

const waitingKeys = async () =>
  (await waitingTasks<{ keys: string[] }>(testDb.db, 'cdn-purge')).map((task) => task.data.keys);

test('a purge is sent only if the change that caused it is kept', async () => {
  await expect(
    testDb.db.transaction(async (tx) => {
      await recordPurge(tx, ['settings']);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await waitingKeys()).toEqual([]);

  await testDb.db.transaction(async (tx) => {
    await tx.update(siteSettings).set({ updatedAt: new Date() });
    await recordPurge(tx, ['settings']);
  });
  expect(await waitingKeys()).toEqual([['settings']]);
});

test('without a CDN the task is kept all the same (it expires the page cache), and runs telling no CDN', async () => {
  delete process.env.CDN_PURGE;
  await recordPurge(testDb.db, ['settings']);
  expect(await waitingKeys()).toEqual([['settings']]);
  await purgeTask.runDue({ evenIfDeferred: true });
  expect(await waitingKeys()).toEqual([]);
  expect(cdn.calls).toEqual([]);
});

test('each change is purged once; the keys of the changes waiting go in one request, each once', async () => {
  await recordPurge(testDb.db, ['products', 'product:3']);
  await recordPurge(testDb.db, ['products', 'settings']);
  await purgeTask.soon();
  expect(cdn.calls.map((keys) => keys.toSorted())).toEqual([['product:3', 'products', 'settings']]);
  await purgeTask.runDue({ evenIfDeferred: true });
  expect(cdn.calls).toHaveLength(1);
  expect(await waitingKeys()).toEqual([]);
});

test('a refused purge waits a growing pause and is sent once the CDN takes it', async () => {
  await recordPurge(testDb.db, ['news']);
  cdn.refuse(true);
  const pauses: number[] = [];
  for (let attempt = 1; attempt <= 4; attempt++) {
    await purgeTask.runDue({ evenIfDeferred: true });
    const [waiting] = await waitingTasks(testDb.db, 'cdn-purge');
    expect(waiting.state).toBe('retry');
    pauses.push(waiting.startAfter.getTime() - Date.now());
  }
  // 1 s doubling (with jitter): the fourth pause is longer than the first.
  expect(pauses[3]).toBeGreaterThan(pauses[0]);
  cdn.refuse(false);
  await purgeTask.runDue({ evenIfDeferred: true });
  expect(cdn.calls).toEqual([['news']]);
  expect(await waitingKeys()).toEqual([]);
});

test('runners taking the queue at the same time send each purge once', async () => {
  for (let i = 0; i < 40; i++) await recordPurge(testDb.db, [`product:${i}`]);
  cdn.delay(50);
  await Promise.all([0, 1, 2, 3].map(() => purgeTask.runDue()));
  const keys = cdn.calls.flat();
  expect(keys).toHaveLength(40);
  expect(new Set(keys).size).toBe(40);
});

test('the first start of a new build purges every page, later starts do not', async () => {
  expect(await purgeOnNewBuild(testDb.db, 'build-a')).toBe(true);
  expect(await purgeOnNewBuild(testDb.db, 'build-a')).toBe(false);
  expect(await waitingKeys()).toEqual([['site']]);
  expect(await purgeOnNewBuild(testDb.db, 'build-b')).toBe(true);
});
