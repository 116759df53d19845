/**
 * @jest-environment node
 *
 * One time source, the database's (lib/time/clock.ts): a server whose clock runs 5 minutes ahead
 * (or behind) agrees with the others on sessions, signed document links, rate limits, scheduled
 * publishing and the page cache. This process's clock is really set off (every `Date` the app's
 * modules make, pg's and drizzle's included), while PostgreSQL's stays right; each server is this
 * process after it set its clock and read the database's, as a server does when it starts.
 *
 * Jest's fake timers are not used for the setting: their Date stands still (or, advancing, falls
 * behind the real one under load), and the clock would rightly take that for its time being set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect } from '@/lib/db/connect';
import { freePort } from '@/lib/db/embedded';
import { adminUsers, sessions } from '@/lib/db/schema';
import { createSession, findSession, SESSION_IDLE_MS } from '@/lib/auth/sessions';
import { checkDocumentLink, DOCUMENT_LINK_DAYS, signDocumentLink } from '@/lib/security/signedLinks';
import { hit } from '@/lib/security/rateLimit';
import * as z from 'zod/mini';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { draftFields } from '@/features/history/validation';
import { contentMessages } from '@/content/validation';
import { dubaiInputValue } from '@/lib/text/dates';
import { startRedis, type RedisServer } from '@/test/redis';
import { page, pageCtx, reading, readingCtx, type CacheHandler } from '@/test/cacheEntries';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { now, syncClock } from '../clock';
import { captureLogs } from '@/test/logs';

const MINUTE = 60_000;
const AHEAD = 5 * MINUTE;
const DAY = 24 * 60 * MINUTE;
const RealDate = Date;

let testDb: TestDatabase;
let userId: number;
beforeAll(async () => {
  testDb = await freshDatabase({ seeded: true });
  process.env.AUTH_SECRET = 'c'.repeat(40);
  const [user] = await testDb.db
    .insert(adminUsers)
    .values({ email: 'clock@kinglife.test', passwordHash: 'x' })
    .returning();
  userId = user.id;
});
afterAll(async () => {
  globalThis.Date = RealDate;
  await settled();
  delete process.env.AUTH_SECRET;
  await testDb.drop();
});

let logged: ReturnType<typeof captureLogs>;
beforeEach(() => {
  // A process that has not read the database's clock yet (the clock keeps its state on globalThis).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('kinglife.clock')];
  logged = captureLogs();
});
afterEach(async () => {
  await settled();
  globalThis.Date = RealDate;
  jest.restoreAllMocks();
  logged.restore();
});

/** Waits for a reading `now()` started in the background, so that none outlives its test. */
async function settled() {
  const state = (globalThis as Record<symbol, { syncing: Promise<number> | null } | undefined>)[
    Symbol.for('kinglife.clock')
  ];
  await state?.syncing;
}

/** This process's clock set `offsetMs` off the true time (ahead when positive), running on. */
function setClockOff(offsetMs: number) {
  class OffDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as [string]));
    }
    static now() {
      return RealDate.now() + offsetMs;
    }
    // Dates made before the setting are dates still (pg and drizzle test `instanceof Date`).
    static [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = OffDate as unknown as DateConstructor;
}

/** A server whose clock is `offsetMs` off, started: it has read the database's clock. */
async function serverWithClockOff(offsetMs: number) {
  setClockOff(offsetMs);
  await syncClock();
}

/** The database's clock, in ms. */
async function databaseMs(): Promise<number> {
  const { rows } = await testDb.db.execute<{ ms: number }>(
    sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`,
  );
  return Number(rows[0].ms);
}

/** How far `now()` is from the database's clock, in ms. */
async function nowOffDatabase(): Promise<number> {
  const database = await databaseMs();
  return Math.abs(now().getTime() - database);
}

/** How far a stored timestamp is from the database's clock, in ms. */
async function storedOffDatabase(table: string, column: string, where: ReturnType<typeof sql>) {
  const { rows } = await testDb.db.execute<{ ms: number }>(
    sql`SELECT abs(extract(epoch FROM (${sql.identifier(column)} - clock_timestamp())) * 1000)::float8 AS ms
        FROM ${sql.identifier(table)} WHERE ${where}`,
  );
  return Number(rows[0].ms);
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = RealDate.now() + ms;
  while (!(await check())) {
    if (RealDate.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('the clock', () => {
  it('answers the database’s time on a server 5 minutes ahead once it has read it, and says so once', async () => {
    setClockOff(AHEAD);
    // Before any reading: this machine's time (and a reading starts).
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(50);
    expect(await syncClock()).toBeLessThan(-AHEAD + 1000);
    expect(await nowOffDatabase()).toBeLessThan(1000);
    await syncClock();
    expect(logged.lines).toHaveLength(1);
    expect(logged.said()[0]).toMatch(
      /^warn: clock: this server's clock is 300\.\d s ahead of the database's/,
    );
  });

  it('keeps the offset it knows, and throws nothing, while the database cannot be reached', async () => {
    await serverWithClockOff(AHEAD);
    const away = connect(`postgres://kinglife@127.0.0.1:${await freePort()}/kinglife`, 1);
    try {
      expect(await syncClock(away.db)).toBeLessThan(-AHEAD + 1000);
    } finally {
      await away.pool.end();
    }
    expect(await nowOffDatabase()).toBeLessThan(1000);
  });

  it('reads the database’s clock again a minute later, without being asked', async () => {
    // Both clocks agree (one machine's): this machine's time is kept, and nothing is said.
    expect(await syncClock()).toBe(0);
    expect(logged.lines).toEqual([]);
    // 30 s on, this machine's clock has gained 0.8 s (too little to look like a setting): kept.
    const mono = performance.now.bind(performance);
    const minuteOn = (ms: number) => {
      jest.spyOn(performance, 'now').mockImplementation(() => mono() + ms);
      setClockOff(ms + 800);
    };
    minuteOn(30_000);
    now();
    await settled();
    expect(await nowOffDatabase()).toBeGreaterThan(30_000);
    // 61 s on: the next `now()` reads it again in the background.
    minuteOn(61_000);
    expect(await until(async () => (await nowOffDatabase()) < 1000, 3000)).toBe(true);
  });

  it('reads it again at once when this machine’s clock is set (from 5 minutes ahead to 2 behind)', async () => {
    await serverWithClockOff(AHEAD);
    setClockOff(-2 * MINUTE);
    // Not a minute later: the next `now()` notices, and a reading follows in the background.
    expect(await until(async () => (await nowOffDatabase()) < 1000, 3000)).toBe(true);
  });
});

describe('sessions', () => {
  it('are stamped with the database’s time, and live their 8 idle hours alike on fast and slow servers', async () => {
    await serverWithClockOff(AHEAD);
    const { token } = await createSession(testDb.db, userId);
    const id = sql`user_id = ${userId}`;
    expect(await storedOffDatabase('sessions', 'last_seen_at', id)).toBeLessThan(1000);
    expect(await storedOffDatabase('sessions', 'created_at', id)).toBeLessThan(1000);

    // Last used 8 hours less 2 minutes ago: alive on the fast server…
    const idleFor = async (ms: number) =>
      testDb.db.execute(
        sql`UPDATE ${sessions} SET last_seen_at = clock_timestamp() - ${`${ms} milliseconds`}::interval WHERE user_id = ${userId}`,
      );
    await idleFor(SESSION_IDLE_MS - 2 * MINUTE);
    expect(await findSession(testDb.db, token)).not.toBeNull();
    // …and its use restarts the idle clock at the database's now.
    expect(await storedOffDatabase('sessions', 'last_seen_at', id)).toBeLessThan(1000);

    // Idle 8 hours and 2 minutes: over on a server 5 minutes behind.
    await serverWithClockOff(-AHEAD);
    await idleFor(SESSION_IDLE_MS + 2 * MINUTE);
    expect(await findSession(testDb.db, token)).toBeNull();
  });
});

describe('signed document links', () => {
  it('made by a fast server end 7 days after the database’s now, to the second, and open on a correct one', async () => {
    await serverWithClockOff(AHEAD);
    const query = signDocumentLink(12);
    const end = Number(query.expires) * 1000;
    expect(Math.abs(end - ((await databaseMs()) + DOCUMENT_LINK_DAYS * DAY))).toBeLessThan(2000);

    await serverWithClockOff(0);
    expect(checkDocumentLink(12, query)).toBe('valid');
  });

  it('made by a correct server open until their end on a fast one, and not after it on a slow one', async () => {
    await serverWithClockOff(0);
    const givenAgo = async (ms: number) => signDocumentLink(12, new Date((await databaseMs()) - ms));
    const endsIn2Minutes = await givenAgo(DOCUMENT_LINK_DAYS * DAY - 2 * MINUTE);
    const ended2MinutesAgo = await givenAgo(DOCUMENT_LINK_DAYS * DAY + 2 * MINUTE);

    await serverWithClockOff(AHEAD);
    expect(checkDocumentLink(12, endsIn2Minutes)).toBe('valid');
    await serverWithClockOff(-AHEAD);
    expect(checkDocumentLink(12, ended2MinutesAgo)).toBe('expired');
  });
});

describe('rate limits', () => {
  const rule = { limit: 3, windowMs: MINUTE };

  it('count a window opened on a fast server as the same window on a correct one', async () => {
    await serverWithClockOff(AHEAD);
    for (let i = 0; i < 3; i++) expect((await hit(testDb.db, 'fast-first', rule)).allowed).toBe(true);
    await serverWithClockOff(0);
    const fourth = await hit(testDb.db, 'fast-first', rule);
    expect(fourth).toMatchObject({ allowed: false, count: 4 });
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('are not forgotten by a fast server, nor a slow one, in the window a correct one opened', async () => {
    await serverWithClockOff(0);
    for (let i = 0; i < 3; i++) await hit(testDb.db, 'correct-first', rule);
    await serverWithClockOff(AHEAD);
    expect(await hit(testDb.db, 'correct-first', rule)).toMatchObject({ allowed: false, count: 4 });
    await serverWithClockOff(-AHEAD);
    await hit(testDb.db, 'correct-first', rule);
    const sixth = await hit(testDb.db, 'correct-first', rule);
    expect(sixth).toMatchObject({ allowed: false, count: 6 });
    expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe('scheduled publishing', () => {
  it('does not publish on a fast server what is due in 2 minutes, nor close a job closing then; a slow one publishes what was due 2 minutes ago', async () => {
    const first = async (table: string) =>
      Number(
        (await testDb.db.execute<{ id: number }>(sql`SELECT min(id) AS id FROM ${sql.identifier(table)}`))
          .rows[0].id,
      );
    const productId = await first('products');
    const jobId = await first('jobs');
    const schedule = (minutes: number) =>
      testDb.db.execute(
        sql`UPDATE products SET published = false, publish_at = clock_timestamp() + ${`${minutes} minutes`}::interval WHERE id = ${productId}`,
      );
    const published = async () =>
      (
        await testDb.db.execute<{ published: boolean }>(
          sql`SELECT published FROM products WHERE id = ${productId}`,
        )
      ).rows[0].published;
    await schedule(2);
    await testDb.db.execute(
      sql`UPDATE jobs SET published = true, close_at = clock_timestamp() + interval '2 minutes' WHERE id = ${jobId}`,
    );

    await serverWithClockOff(AHEAD);
    expect(await publishDueItems(testDb.db)).toEqual([]);
    expect(await published()).toBe(false);
    const job = await testDb.db.execute<{ published: boolean }>(
      sql`SELECT published FROM jobs WHERE id = ${jobId}`,
    );
    expect(job.rows[0].published).toBe(true);

    await schedule(-2);
    await serverWithClockOff(-AHEAD);
    expect(await publishDueItems(testDb.db)).toEqual([
      { kind: 'products', id: productId, action: 'published' },
    ]);
    expect(await published()).toBe(true);
  });
});

describe('a form’s publish time on the server', () => {
  it('is "in the future" by the database’s clock: a fast server takes a time 2 minutes off, a slow one refuses one 2 minutes past', async () => {
    const publishAt = z.object({ publishAt: draftFields.publishAt });
    const inMinutes = async (minutes: number) =>
      dubaiInputValue(new RealDate((await databaseMs()) + minutes * MINUTE + MINUTE).toISOString());

    await serverWithClockOff(AHEAD);
    expect(publishAt.safeParse({ publishAt: await inMinutes(2) }).success).toBe(true);
    await serverWithClockOff(-AHEAD);
    const past = publishAt.safeParse({ publishAt: await inMinutes(-3) });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0].message).toBe(contentMessages.publishAtPast);
  });
});

describe('the page cache with several servers (Redis)', () => {
  let redis: RedisServer;
  let serverDistDir: string;
  const connections: (() => void)[] = [];
  beforeAll(async () => {
    redis = await startRedis(await freePort());
    serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-clock-')), 'server');
  });
  afterAll(async () => {
    for (const disconnect of connections) disconnect();
    await redis?.stop();
    fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true });
  });

  /** A request's cache handler on one app server (a registry of its own), once it reaches Redis. */
  async function request(): Promise<CacheHandler> {
    process.env.REDIS_URL = redis.url;
    let handler!: CacheHandler;
    jest.isolateModules(() => {
      type Handler = new (context: object) => CacheHandler;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const PageCacheHandler: Handler = require('../../cache/pageCacheHandler.cjs');
      handler = new PageCacheHandler({ serverDistDir, dev: false });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      connections.push(require('../../cache/redisCache.cjs').disconnect);
    });
    delete process.env.REDIS_URL;
    const ctx = readingCtx(['connection-check']);
    const connected = await until(async () => {
      await handler.set('connected', reading('yes'), ctx);
      return (await handler.get('connected', ctx)) !== null;
    }, 15_000);
    if (!connected) throw new Error('Redis not reached');
    return handler;
  }

  it('does not keep a page a fast server began rendering before a save on a correct one', async () => {
    await serverWithClockOff(AHEAD);
    const render = await request(); // a visitor's request on the fast server reads the old name…
    await serverWithClockOff(0);
    await (await request()).revalidateTag(['product:3'], { expire: 0 }); // …a save on another…
    const old = page('Cardamom oil');
    await render.set('/route-cache/APP_PAGE/h/$/en/productPage/ProductDetailedPage/3', old, pageCtx);
    expect(old.headers['cache-control']).toBe('private, no-store');
  });
});
