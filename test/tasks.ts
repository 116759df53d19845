/** The task queue as tests read it (lib/tasks): what waits, with when it may run. */
import { sql } from 'drizzle-orm';
import type { Database } from '../lib/db/connect';
import { TASK_SCHEMA } from '../lib/tasks/tasks';

export interface StoredTask<T> {
  data: T;
  state: string;
  startAfter: Date;
}

/** The tasks of queue `name`, oldest first (none before anything started the queue). */
export async function tasksOf<T = object>(db: Database, name: string): Promise<StoredTask<T>[]> {
  const installed = await db.execute(
    sql`SELECT 1 FROM information_schema.tables WHERE table_schema = ${TASK_SCHEMA} AND table_name = 'job'`,
  );
  if (installed.rows.length === 0) return [];
  const { rows } = await db.execute<{ data: T; state: string; start_after: string | Date }>(
    sql`SELECT data, state, start_after FROM ${sql.identifier(TASK_SCHEMA)}.job WHERE name = ${name} ORDER BY created_on, id`,
  );
  return rows.map((row) => ({ data: row.data, state: row.state, startAfter: new Date(row.start_after) }));
}

/** The tasks of queue `name` waiting to run (new, or waiting out a retry's pause). */
export async function waitingTasks<T = object>(db: Database, name: string): Promise<StoredTask<T>[]> {
  return (await tasksOf<T>(db, name)).filter((task) => task.state === 'created' || task.state === 'retry');
}
