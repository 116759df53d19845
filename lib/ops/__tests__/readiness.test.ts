/**
 * @jest-environment node
 *
 * GET /api/health and GET /api/ready on a real PostgreSQL, Redis and S3-compatible server: ready
 * when the database answers with this build's migrations; 503 naming the database or the
 * migrations when they fail; Redis and the storage reported, and deciding only with `?all=1`.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { call, request } from '@/test/admin';
import { freshDatabase, type TestDatabase } from '@/test/db';
import { startTcpProxy } from '@/test/tcpProxy';
import { startRedis, type RedisServer } from '@/test/redis';
import { startS3, type TestS3 } from '@/test/s3';
import { freePort } from '@/lib/db/embedded';
import { connect } from '@/lib/db/connect';
import { closeDb } from '@/lib/db/client';
import { LocalFileStorage } from '@/lib/storage/local';
import { S3FileStorage } from '@/lib/storage/s3';
import { readiness } from '../readiness';
import { GET as HEALTH } from '@/app/api/health/route';
import { GET as READY } from '@/app/api/ready/route';

let testDb: TestDatabase;
let dataDir: string;
let s3: TestS3;
const before = { ...process.env };

beforeAll(async () => {
  testDb = await freshDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-ready-'));
  process.env.DATA_DIR = dataDir;
  s3 = await startS3();
});
afterAll(async () => {
  await closeDb();
  await testDb.drop();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.env = before;
});

const ask = async (query = '') => {
  const response = await call(READY, request('GET', `/api/ready${query}`));
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
};

it('health answers without asking anything else', async () => {
  const response = await call(HEALTH, request('GET', '/api/health'));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers.get('cache-control')).toBe('no-store');
});

it('is ready with the database and its migrations, Redis off and the folder writable', async () => {
  expect(await ask()).toEqual({
    status: 200,
    cache: 'no-store',
    body: {
      status: 'ready',
      failed: [],
      parts: {
        database: { state: 'ok' },
        migrations: { state: 'ok' },
        redis: { state: 'off' },
        storage: { state: 'ok' },
      },
    },
  });
});

it("is a 503 naming the migrations while this build's newest is not applied", async () => {
  const { rows } = await testDb.db.execute<{ id: number; hash: string; created_at: string }>(
    sql`DELETE FROM drizzle.__drizzle_migrations
        WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`,
  );
  try {
    const { status, body } = await ask();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      failed: ['migrations'],
      parts: {
        database: { state: 'ok' },
        migrations: { state: 'failing', detail: 'migrations not applied' },
      },
    });
  } finally {
    const [row] = rows;
    await testDb.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
    );
  }
  expect((await ask()).status).toBe(200);
});

it('names the database when it is away, and answers within its timeout when it does not answer', async () => {
  const target = new URL(testDb.url);
  const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const through = new URL(testDb.url);
  through.port = String(relay.port);
  const { db, pool } = connect(through.toString(), 2);
  const storage = new LocalFileStorage(path.join(dataDir, 'uploads'));
  try {
    expect((await readiness({ db, storage })).ready).toBe(true);
    await relay.cut();
    const away = await readiness({ db, storage });
    expect(away).toEqual({
      ready: false,
      parts: {
        database: { state: 'failing', detail: 'refused' },
        migrations: { state: 'failing', detail: 'the database does not answer' },
        redis: { state: 'off' },
        storage: { state: 'ok' },
      },
    });
    await relay.open();
    expect((await readiness({ db, storage })).ready).toBe(true);
  } finally {
    await relay.cut();
    await pool.end();
  }
  // A database that takes the connection and never answers: the probe does not wait with it.
  const held: net.Socket[] = [];
  const silent = net.createServer((socket) => held.push(socket));
  const silentPort = await freePort();
  await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
  const hung = connect(`postgres://nobody@127.0.0.1:${silentPort}/none`, 1);
  try {
    const started = Date.now();
    const result = await readiness({ db: hung.db, storage }, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.parts.database).toEqual({ state: 'failing', detail: 'no answer within 300 ms' });
    expect(result.ready).toBe(false);
  } finally {
    for (const socket of held) socket.destroy();
    silent.close();
    await hung.pool.end().catch(() => {});
  }
});

describe('Redis and the file storage', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis(await freePort());
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('reports them, and fails on them only when asked for all parts', async () => {
    Object.assign(process.env, s3.env('ready'), { REDIS_URL: redis.url, AUTH_SECRET: 'r'.repeat(32) });
    try {
      expect((await ask('?all=1')).body.parts).toEqual({
        database: { state: 'ok' },
        migrations: { state: 'ok' },
        redis: { state: 'ok' },
        storage: { state: 'ok' },
      });
      await redis.stop();
      const usual = await ask();
      expect(usual.status).toBe(200);
      expect(usual.body).toMatchObject({ status: 'ready', failed: ['redis'] });
      expect(usual.body.parts.redis.state).toBe('failing');
      const all = await ask('?all=1');
      expect(all.status).toBe(503);
      expect(all.body).toMatchObject({ status: 'unavailable', failed: ['redis'] });
    } finally {
      process.env = { ...before, DATA_DIR: dataDir, DATABASE_URL: testDb.url };
    }
  });

  it('fails the storage when its bucket is missing or its server away', async () => {
    const missing = new S3FileStorage({
      bucket: 'no-such-bucket',
      prefix: '',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await expect(missing.check()).rejects.toThrow();
    const result = await readiness({ db: testDb.db, storage: missing }, { all: true });
    expect(result.parts.storage).toEqual({ state: 'failing', detail: 'refused' });
    expect(result.ready).toBe(false);
    expect((await readiness({ db: testDb.db, storage: missing })).ready).toBe(true);
  });

  it('refuses a query it does not know', async () => {
    expect((await ask('?all=yes')).status).toBe(400);
  });
});
