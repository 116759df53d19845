/**
 * Whether this server can serve (GET /api/ready): each part it relies on, asked with a short
 * timeout. The database and its migrations decide: without them no page or form works, so a load
 * balancer takes the server out. Redis (the shared page cache) and the file storage are reported
 * too, but every server shares them and still serves pages and most forms without them: taking
 * every server out because the bucket is away would turn a partial outage into a whole one.
 * Monitoring that should hear of those asks with `?all=1`.
 */
import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { Database } from '../db/connect';
import type { FileStorage } from '../storage/types';
import { migrationsCurrent } from '../db/migrationState';
import { log } from '../log/logger.cjs';

export const READINESS_TIMEOUT_MS = 2000;

export type PartName = 'database' | 'migrations' | 'redis' | 'storage';
/** What a part said: `off` when it is not configured; `detail` in words safe to show anyone. */
export interface PartState {
  state: 'ok' | 'failing' | 'off';
  detail?: string;
}
export type Readiness = { ready: boolean; parts: Record<PartName, PartState> };

/** The parts without which this server serves nothing. */
const DECISIVE: PartName[] = ['database', 'migrations'];

class Behind extends Error {}

/** The newest migration this build brings (drizzle records its `when` as `created_at`). */

export async function readiness(
  { db, storage, redisUrl }: { db: Database; storage: FileStorage; redisUrl?: string },
  { all = false, timeoutMs = READINESS_TIMEOUT_MS } = {},
): Promise<Readiness> {
  const ask = (check: () => Promise<void>) => within(timeoutMs, check);
  const database = await ask(async () => {
    await db.execute(sql`SELECT 1`);
  });
  const [migrations, redis, files] = await Promise.all([
    database.state === 'ok'
      ? ask(() => migrationsApplied(db))
      : Promise.resolve<PartState>({ state: 'failing', detail: 'the database does not answer' }),
    redisUrl ? ask(() => pingRedis(redisUrl)) : Promise.resolve<PartState>({ state: 'off' }),
    ask(() => storage.check()),
  ]);
  const parts = { database, migrations, redis, storage: files };
  const deciding = all ? (Object.keys(parts) as PartName[]) : DECISIVE;
  return { ready: deciding.every((name) => parts[name].state !== 'failing'), parts };
}

async function migrationsApplied(db: Database): Promise<void> {
  if (!(await migrationsCurrent(db))) throw new Behind();
}

async function within(ms: number, check: () => Promise<void>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    const outcome = await Promise.race([check().then(() => 'ok' as const), timedOut]);
    return outcome === 'ok' ? { state: 'ok' } : { state: 'failing', detail: `no answer within ${ms} ms` };
  } catch (error) {
    if (error instanceof Behind) return { state: 'failing', detail: 'migrations not applied' };
    log.warn({ err: error }, 'readiness: a part does not answer');
    return { state: 'failing', detail: 'refused' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A connection of its own for each probe, closed after: nothing left retrying between probes, and a
 * connection a second is nothing to Redis.
 */
async function pingRedis(url: string): Promise<void> {
  const client = createClient({
    url,
    socket: { connectTimeout: READINESS_TIMEOUT_MS, reconnectStrategy: false },
  });
  client.on('error', () => {}); // the part's state says it
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.destroy();
  }
}
