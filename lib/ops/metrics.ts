/**
 * What an operator graphs and alerts on (GET /api/metrics, Prometheus text, prom-client): requests
 * by route and status with their durations (counted by lib/http/requestGuard.ts), the page cache's
 * hits and misses at this server, the task queues, the mail backlog, the database pool, and Node's
 * own (event-loop lag, memory, GC). What lives in the database is read when scraped; the features'
 * own figures (failing webhooks) are readings their caller passes in, as shared code reads no feature.
 */
import client from 'prom-client';
import type { Database } from '../db/connect';
import { poolStats } from '../db/client';
import { taskCounts } from '../tasks/tasks';
import { mailBacklog } from '../mail/queue';
import { pageCacheCounts } from '../cache/counts.cjs';

/** A figure read when scraped: one gauge, its samples by label. */
export interface Reading {
  name: string;
  help: string;
  read(db: Database): Promise<{ labels?: Record<string, string>; value: number }[]>;
}

interface Metrics {
  registry: client.Registry;
  requests: client.Counter<'method' | 'route' | 'status'>;
  duration: client.Histogram<'method' | 'route'>;
}

const KEY = Symbol.for('kinglife.metrics');
const holder = globalThis as unknown as Record<symbol, Metrics | undefined>;

/** One registry a process, whichever bundle asks (the request guard's, the routes'). */
function metrics(): Metrics {
  const made = holder[KEY];
  if (made) return made;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const created: Metrics = {
    registry,
    requests: new client.Counter({
      name: 'kinglife_http_requests_total',
      help: 'Requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new client.Histogram({
      name: 'kinglife_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
  holder[KEY] = created;
  return created;
}

/**
 * The route a path belongs to, as a label with few values: ids and tokens replaced, a 404's path
 * not kept (anyone can ask for any address), the language prefix kept.
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return '(not found)';
  if (path.startsWith('/_next/')) return '/_next/*';
  if (path.startsWith('/media/')) return `/media/${path.split('/')[2] ?? ''}/*`;
  return (
    path
      .split('?')[0]
      .split('/')
      .map((segment) => {
        if (/^\d+$/.test(segment)) return ':id';
        if (segment.length > 20 && /\d/.test(segment)) return ':token';
        return segment.length > 40 ? ':long' : segment;
      })
      .slice(0, 7)
      .join('/') || '/'
  );
}

export function recordRequest(method: string, path: string, status: number, seconds: number): void {
  const { requests, duration } = metrics();
  const route = routeLabel(path, status);
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}

/** The platform's own figures read when scraped; the features' come in beside them (`readings`). */
const PLATFORM_READINGS: Reading[] = [
  {
    name: 'kinglife_page_cache_lookups',
    help: 'Page cache lookups at this server since it started.',
    async read() {
      const { hits, misses } = pageCacheCounts();
      return [
        { labels: { result: 'hit' }, value: hits },
        { labels: { result: 'miss' }, value: misses },
      ];
    },
  },
  {
    name: 'kinglife_db_pool_connections',
    help: 'Database pool connections, by state.',
    async read() {
      const pool = poolStats();
      if (!pool) return [];
      return (['total', 'idle', 'waiting'] as const).map((state) => ({
        labels: { state },
        value: pool[state],
      }));
    },
  },
  {
    name: 'kinglife_tasks',
    help: 'Background tasks by queue and state (created, retry, active, failed).',
    async read(db) {
      return (await taskCounts(db)).map(({ task, state, count }) => ({
        labels: { task, state },
        value: count,
      }));
    },
  },
  {
    name: 'kinglife_mail_unsent',
    help: 'Mails queued and not yet sent (failed ones apart).',
    read: async (db) => [{ value: (await mailBacklog(db)).pending }],
  },
  {
    name: 'kinglife_mail_oldest_unsent_seconds',
    help: 'Age of the oldest mail not yet sent (0: none).',
    read: async (db) => [{ value: (await mailBacklog(db)).oldestSeconds }],
  },
  {
    name: 'kinglife_mail_failed',
    help: 'Mails given up on, waiting for an Owner to retry them.',
    read: async (db) => [{ value: (await mailBacklog(db)).failed }],
  },
];

/** The whole text a scrape answers: the kept counters, and what is read from the database now. */
export async function scrape(db: Database, readings: Reading[] = []): Promise<string> {
  const { registry } = metrics();
  const now = new client.Registry();
  for (const reading of [...PLATFORM_READINGS, ...readings]) {
    const samples = await reading.read(db);
    const labelNames = [...new Set(samples.flatMap((sample) => Object.keys(sample.labels ?? {})))];
    const gauge = new client.Gauge({ name: reading.name, help: reading.help, labelNames, registers: [now] });
    for (const sample of samples) gauge.set(sample.labels ?? {}, sample.value);
  }
  return (await client.Registry.merge([registry, now]).metrics()) + '\n';
}

export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;
