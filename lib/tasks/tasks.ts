/**
 * Background tasks on one kept PostgreSQL queue (pg-boss, in the app's database, schema `pgboss`):
 * mail, CDN purges, scheduled publishing and the clean-up. A task is sent in the transaction of
 * the change that needs it (so it exists exactly when the change does), run by whichever server
 * claims it first (`FOR UPDATE SKIP LOCKED`: once, across instances), retried with a growing pause
 * when it throws, and taken over by another server when the one running it dies (its hold runs
 * out). A task that used up its tries is kept as failed, with its error, until an owner retries it
 * (Settings → Background tasks).
 *
 * Each task is declared once with `defineTask`; instrumentation.ts starts the workers of all of
 * them (`startTasks`). Outside the Next server (tests, scripts) nothing polls: `soon()` runs what
 * is due at once instead.
 */
import { now as clockNow } from '../time/clock';
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Job, type JobResult } from 'pg-boss';
import type { Database, Transaction } from '../db/connect';
import { inNextServer } from '../runtime';
import { log } from '../log/logger.cjs';

/** pg-boss's tables live in this schema of the app's database. */
export const TASK_SCHEMA = 'pgboss';
/** How long done and failed tasks stay in the queue's tables. */
export const TASK_KEEP_DAYS = 14;
/** How often an idle worker asks for due tasks (a task sent here wakes this server's at once). */
const POLL_SECONDS = 2;

export interface TaskOptions {
  /** Tries after the first, each after a growing pause. */
  retries: number;
  /** The first pause in seconds; it doubles (with some jitter) up to `maxDelaySeconds`. */
  delaySeconds: number;
  maxDelaySeconds?: number;
  /** How long one run may hold its tasks before another server takes them over. */
  holdSeconds: number;
  /**
   * A running task beats this often (at least 10 s); one whose beat stops (its server died) is
   * taken over after this long rather than after `holdSeconds`.
   */
  heartbeatSeconds?: number;
  /** A cron expression (UTC): the task is also sent on this schedule, once per tick across servers. */
  every?: string;
  /**
   * Run this many together, all or none (CDN purges, merged into one request). Without it each
   * task runs and is settled on its own.
   */
  batch?: number;
}

export interface SendOptions {
  /** The transaction of the change that needs the task: sent if and only if it commits. */
  tx?: Database | Transaction;
  /** Not before this time (scheduled publishing). */
  startAfter?: Date;
}

/**
 * A task's queue without its work: what a module that only sends the task needs, so that the work
 * can be defined where its inputs are (scheduled publishing is sent by every content save and runs
 * over the list of collections, which imports those saves): `defineTask(queue.name, queue.options, run)`.
 */
export interface TaskQueue<T extends object> {
  readonly name: string;
  readonly options: TaskOptions;
  send(data: T, options?: SendOptions): Promise<void>;
}

export interface Task<T extends object> extends TaskQueue<T> {
  /**
   * Runs this task's due tasks here and now, as a worker would; `evenIfDeferred` also those
   * waiting out a retry's pause (tests standing in for the pause having passed).
   */
  runDue(options?: { evenIfDeferred?: boolean }): Promise<void>;
  /**
   * After the change that sent tasks has committed: in the Next server, this server's worker is
   * woken to run them now; elsewhere (tests, scripts), what is due is run before this returns.
   */
  soon(): Promise<void>;
}

interface Definition<T extends object> extends Task<T> {
  run: (data: T[]) => Promise<void>;
}

interface Runtime {
  url: string;
  boss: PgBoss;
  started: Promise<void>;
  queues: Map<string, Promise<void>>;
  workers: Map<string, string>;
}

/** One pg-boss per process and database (kept on globalThis: Next's bundles share the process). */
const global = globalThis as unknown as { kinglifeTasks?: Runtime };

function runtime(): Runtime {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: background tasks need the database.');
  const current = global.kinglifeTasks;
  if (current?.url === url) return current;
  const boss = new PgBoss({
    connectionString: url,
    schema: TASK_SCHEMA,
    // Its own small pool: the workers' fetches and the schedule and supervision queries are short.
    max: 2,
    application_name: 'tasks',
    // Schedules are looked at every 5 s (pg-boss's default is 30): a task due at a minute's start,
    // as scheduled publishing is, is sent within seconds of it.
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 2,
    // Tasks whose server died (hold or heartbeat run out) are looked for every 10 s, not every minute.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  });
  boss.on('error', (error) => log.error({ err: error }, 'tasks: the queue failed'));
  const created: Runtime = {
    url,
    boss,
    started: boss.start().then(() => {}),
    queues: new Map(),
    workers: new Map(),
  };
  global.kinglifeTasks = created;
  return created;
}

/** The queue of task `name`, to send it from where its work is not known (see TaskQueue). */
export function taskQueue<T extends object>(name: string, options: TaskOptions): TaskQueue<T> {
  const queue: TaskQueue<T> = {
    name,
    options,
    async send(data, { tx, startAfter } = {}) {
      const boss = await queueOf(queue);
      await boss.send(name, data, {
        ...(tx ? { db: fromDrizzle(tx, sql) } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },
  };
  return queue;
}

/** The queue of `task`, created (or its options brought up to date) once per process. */
function queueOf(task: Pick<Task<object>, 'name' | 'options'>): Promise<PgBoss> {
  const { boss, started, queues } = runtime();
  let ready = queues.get(task.name);
  if (!ready) {
    const { retries, delaySeconds, maxDelaySeconds, holdSeconds, heartbeatSeconds } = task.options;
    const options = {
      retryLimit: retries,
      retryDelay: delaySeconds,
      retryBackoff: true,
      expireInSeconds: holdSeconds,
      // Done and failed tasks are kept two weeks (failed ones for owners to see and retry).
      deleteAfterSeconds: TASK_KEEP_DAYS * 24 * 60 * 60,
    };
    // The longest pause and the heartbeat are fixed when the queue is made (pg-boss cannot change
    // them afterwards).
    const created = {
      ...options,
      ...(maxDelaySeconds ? { retryDelayMax: maxDelaySeconds } : {}),
      ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
    };
    ready = started.then(async () => {
      if (await boss.getQueue(task.name)) await boss.updateQueue(task.name, options);
      else await boss.createQueue(task.name, created).catch(() => boss.updateQueue(task.name, options));
    });
    queues.set(task.name, ready);
  }
  return ready.then(() => boss);
}

export function defineTask<T extends object>(
  name: string,
  options: TaskOptions,
  run: (data: T[]) => Promise<void>,
): Task<T> {
  const task: Definition<T> = {
    ...taskQueue<T>(name, options),
    run,
    runDue: (options) => runDue(task, options),
    async soon() {
      const { boss, workers } = runtime();
      const worker = workers.get(name);
      if (inNextServer && worker) boss.notifyWorker(worker);
      else if (!inNextServer) await runDue(task);
    },
  };
  return task;
}

/** How many tasks a worker takes at a time when each runs on its own (`batch` not set). */
const EACH_AT_ONCE = 10;

/**
 * Runs fetched tasks: together when the task has a `batch` (all or none succeed), otherwise each
 * at the same time, settled on its own. Says how each went, for pg-boss to settle.
 */
async function settle<T extends object>(task: Definition<T>, jobs: Job<T>[]): Promise<JobResult[]> {
  if (task.options.batch) {
    try {
      await task.run(jobs.map((job) => job.data));
      return jobs.map((job) => ({ id: job.id, status: 'completed' }));
    } catch (error) {
      return jobs.map((job) => ({ id: job.id, status: 'failed', output: failure(error) }));
    }
  }
  // Side by side: a burst (mail after an SMTP outage) goes out EACH_AT_ONCE at a time, not one by one.
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      try {
        await task.run([job.data]);
        return { id: job.id, status: 'completed' };
      } catch (error) {
        return { id: job.id, status: 'failed', output: failure(error) };
      }
    }),
  );
}

const batchSizeOf = (task: Pick<Task<object>, 'options'>) => task.options.batch ?? EACH_AT_ONCE;

async function runDue<T extends object>(
  task: Definition<T>,
  { evenIfDeferred = false }: { evenIfDeferred?: boolean } = {},
): Promise<void> {
  const boss = await queueOf(task);
  for (;;) {
    const jobs = await boss.fetch<T>(task.name, {
      batchSize: batchSizeOf(task),
      ignoreStartAfter: evenIfDeferred,
    });
    if (jobs.length === 0) return;
    const results = await settle(task, jobs);
    for (const result of results) {
      if (result.status === 'completed') await boss.complete(task.name, result.id);
      else await boss.fail(task.name, result.id, result.output);
    }
    if (results.some((result) => result.status !== 'completed')) return;
  }
}

/** What a failed run stores as the task's output: its message (shown to owners), not its stack. */
function failure(error: unknown): { message: string } {
  return { message: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
}

/**
 * Starts this server's workers for `tasks` and their schedules. A task whose run throws is failed
 * with the error's message as its output (pg-boss retries it after its pause).
 */
export async function startTasks(tasks: Task<object>[]): Promise<void> {
  const { boss, workers } = runtime();
  for (const task of tasks as Definition<object>[]) {
    await queueOf(task);
    const id = await boss.work(
      task.name,
      {
        batchSize: batchSizeOf(task),
        pollingIntervalSeconds: POLL_SECONDS,
        // While fetches come back full, fetch again at once (a burst of mail goes out at SMTP speed).
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      (jobs: Job<object>[]) => settle(task, jobs),
    );
    workers.set(task.name, id);
    if (task.options.every) await boss.schedule(task.name, task.options.every, {});
    else await boss.unschedule(task.name).catch(() => {});
  }
}

/** Stops the workers and closes the queue's connections (tests, and a server shutting down). */
export async function stopTasks(): Promise<void> {
  const current = global.kinglifeTasks;
  global.kinglifeTasks = undefined;
  if (!current) return;
  await current.started.catch(() => {});
  await current.boss.stop({ graceful: false, close: true });
}

/** A task that used up its tries, as owners see it. */
export interface FailedTask {
  id: string;
  name: string;
  data: object;
  error: string;
  tries: number;
  failedAt: string;
}

/** The failed tasks, newest first (pg-boss keeps them until a retry). */
export async function failedTasks(db: Database, limit = 100): Promise<FailedTask[]> {
  await runtime().started;
  const { rows } = await db.execute<{
    id: string;
    name: string;
    data: object | null;
    output: { message?: string } | null;
    retry_count: number;
    completed_on: Date | string;
  }>(sql`
    SELECT id, name, data, output, retry_count, completed_on FROM ${sql.identifier(TASK_SCHEMA)}.job
    WHERE state = 'failed' ORDER BY completed_on DESC LIMIT ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data ?? {},
    error: row.output?.message ?? '',
    tries: row.retry_count + 1,
    failedAt: new Date(row.completed_on).toISOString(),
  }));
}

/** Whether the queue's table is there: not before the queue's first start (a restore's, say). */
async function queueMade(db: Database | Transaction): Promise<boolean> {
  const { rows } = await db.execute<{ made: boolean }>(
    sql`SELECT to_regclass(${`${TASK_SCHEMA}.job`}) IS NOT NULL AS made`,
  );
  return rows[0].made;
}

/** How many tasks each queue holds in each state still of interest (none before the queue's first start). */
export async function taskCounts(db: Database): Promise<{ task: string; state: string; count: number }[]> {
  if (!(await queueMade(db))) return [];
  const { rows } = await db.execute<{ task: string; state: string; count: number }>(sql`
    SELECT name AS task, state, count(*)::int AS count FROM ${sql.identifier(TASK_SCHEMA)}.job
    WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state ORDER BY name, state`);
  return rows;
}

/** Removes the queued tasks (not one running) whose data matches the ILIKE `pattern`: an erasure's. */
export async function dropTasksLike(db: Database | Transaction, pattern: string): Promise<void> {
  if (!(await queueMade(db))) return;
  await db.execute(
    sql`DELETE FROM ${sql.identifier(TASK_SCHEMA)}.job WHERE state <> 'active' AND data::text ILIKE ${pattern}`,
  );
}

/** Puts a failed task back in its queue, to run now; false when there is no such failed task. */
export async function retryTask(db: Database, name: string, id: string): Promise<boolean> {
  const { boss, started, workers } = runtime();
  await started;
  const { rows } = await db.execute(
    sql`SELECT 1 FROM ${sql.identifier(TASK_SCHEMA)}.job WHERE name = ${name} AND id = ${id}::uuid AND state = 'failed'`,
  );
  if (rows.length === 0) return false;
  await boss.retry(name, id);
  // At once: pg-boss would otherwise keep the pause its last failure set.
  await boss.update(name, undefined, { id, startAfter: clockNow() });
  const worker = workers.get(name);
  if (worker) boss.notifyWorker(worker);
  return true;
}
