/**
 * @jest-environment node
 *
 * The task queue on a real PostgreSQL (pg-boss in the test database): a task exists exactly when
 * the transaction that sent it commits; a failing task is retried, then kept as failed with its
 * error for owners, and an owner's retry runs it again; a task claimed by a server that dies is
 * run by another once its hold runs out; two servers never run the same task.
 */
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { defineTask, failedTasks, retryTask, startTasks, stopTasks, taskCounts, TASK_SCHEMA } from '../tasks';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await freshDatabase();
});
afterAll(async () => {
  await stopTasks();
  await testDb.drop();
});

const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

async function statesOf(name: string): Promise<string[]> {
  const { rows } = await testDb.db.execute<{ state: string }>(
    sql`SELECT state FROM ${sql.identifier(TASK_SCHEMA)}.job WHERE name = ${name} ORDER BY created_on`,
  );
  return rows.map((row) => row.state);
}

it('sends a task with the transaction that needs it: committed, it runs; rolled back, it never existed', async () => {
  const ran: string[] = [];
  const note = defineTask<{ text: string }>(
    'test-note',
    { retries: 0, delaySeconds: 1, holdSeconds: 30 },
    async (items) => {
      ran.push(...items.map((item) => item.text));
    },
  );
  await testDb.db.transaction(async (tx) => note.send({ text: 'kept' }, { tx }));
  await testDb.db
    .transaction(async (tx) => {
      await note.send({ text: 'rolled back' }, { tx });
      throw new Error('the change failed');
    })
    .catch(() => {});
  await note.soon();
  expect(ran).toEqual(['kept']);
  expect(await statesOf('test-note')).toEqual(['completed']);
});

it('retries a failing task, keeps it as failed with its error once its tries are used, and runs it again on an owner’s retry', async () => {
  let working = false;
  let tries = 0;
  const flaky = defineTask<{ n: number }>(
    'test-flaky',
    { retries: 1, delaySeconds: 1, holdSeconds: 30 },
    async () => {
      tries++;
      if (!working) throw new Error('SMTP 451: try again later');
    },
  );
  await flaky.send({ n: 1 });
  await startTasks([flaky]);
  await until(async () => (await statesOf('test-flaky')).includes('failed'));
  expect(tries).toBe(2);
  const [failed] = await failedTasks(testDb.db);
  expect(failed).toMatchObject({
    name: 'test-flaky',
    data: { n: 1 },
    error: 'SMTP 451: try again later',
    tries: 2,
  });
  // The metrics' reading of the queues (lib/ops/metrics.ts).
  expect(await taskCounts(testDb.db)).toContainEqual({ task: 'test-flaky', state: 'failed', count: 1 });

  working = true;
  expect(await retryTask(testDb.db, 'test-flaky', failed.id)).toBe(true);
  await until(async () => (await statesOf('test-flaky')).includes('completed'));
  expect(tries).toBe(3);
  expect(await failedTasks(testDb.db)).toEqual([]);
  expect(await taskCounts(testDb.db)).not.toContainEqual(expect.objectContaining({ task: 'test-flaky' }));
  // Only a failed task can be retried.
  expect(await retryTask(testDb.db, 'test-flaky', failed.id)).toBe(false);
});

it('runs a task whose server died holding it, once its hold has run out', async () => {
  const ran: number[] = [];
  const work = defineTask<{ n: number }>(
    'test-held',
    { retries: 2, delaySeconds: 1, holdSeconds: 1 },
    async (items) => {
      ran.push(...items.map((item) => item.n));
    },
  );
  await work.send({ n: 7 });
  // Another server claims it and dies before finishing (never completes it).
  const dead = new PgBoss({
    connectionString: process.env.DATABASE_URL,
    schema: TASK_SCHEMA,
    supervise: false,
  });
  await dead.start();
  const [claimed] = await dead.fetch('test-held');
  expect(claimed.data).toEqual({ n: 7 });
  await dead.stop({ graceful: false, close: true });
  // A live server's supervision notices the hold ran out (every second here, every minute by default).
  const supervisor = new PgBoss({
    connectionString: process.env.DATABASE_URL,
    schema: TASK_SCHEMA,
    superviseIntervalSeconds: 1,
    monitorIntervalSeconds: 1,
  });
  await supervisor.start();
  try {
    await startTasks([work]);
    await until(async () => ran.length > 0, 30_000);
    expect(ran).toEqual([7]);
  } finally {
    await supervisor.stop({ graceful: false, close: true });
  }
});

it('never runs the same task on two servers', async () => {
  const seen: number[] = [];
  const count = defineTask<{ n: number }>(
    'test-once',
    { retries: 0, delaySeconds: 1, holdSeconds: 30 },
    async (items) => {
      seen.push(...items.map((item) => item.n));
    },
  );
  for (let n = 0; n < 40; n++) await count.send({ n });
  const other = new PgBoss({ connectionString: process.env.DATABASE_URL, schema: TASK_SCHEMA });
  await other.start();
  try {
    await other.work<{ n: number }>('test-once', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job.data.n);
    });
    await startTasks([count]);
    await until(async () => seen.length >= 40);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.toSorted((a, b) => a - b)).toEqual([...Array(40).keys()]);
  } finally {
    await other.stop({ graceful: false, close: true });
  }
});
