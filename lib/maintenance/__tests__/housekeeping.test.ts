import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { startS3, type TestS3 } from '../../../test/s3';
import { createAdmin } from '../../auth/adminUsers';
import { LOCKS } from '../../db/locks';
import { oneTimeCodes, outgoingMail, rateLimits, sessions, uploadedFiles, webVitals } from '../../db/schema';
import { recordBeacon } from '@/features/speed/data';
import { buyerSessions, buyerSignInLinks } from '@/features/buyers/tables';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/features/webhooks/tables';
import type { FileStorage } from '../../storage';
import { LocalFileStorage } from '../../storage/local';
import { runHousekeeping } from '../../data/housekeeping';
import { removeOrphanFiles } from '../orphans';

let testDb: TestDatabase;
let root: string;
let s3: TestS3;
beforeAll(async () => {
  testDb = await freshDatabase({ useForApp: false });
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-orphans-'));
  s3 = await startS3();
});
afterAll(async () => {
  await testDb.drop();
  fs.rmSync(root, { recursive: true, force: true });
  await s3.close();
});

const noFiles = new LocalFileStorage('/nonexistent-uploads');

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

it('removes dead sessions, spent codes, closed rate-limit windows, old mail and speed readings past 400 days, and keeps the rest', async () => {
  const now = new Date();
  const t = (ms: number) => new Date(now.getTime() + ms);
  const user = await createAdmin(testDb.db, { email: 'keeper@kinglife.test', passwordHash: 'x' });
  await testDb.db.insert(sessions).values([
    { id: 'expired', userId: user.id, expiresAt: t(-HOUR), lastSeenAt: t(-2 * HOUR) },
    { id: 'idle', userId: user.id, expiresAt: t(DAY), lastSeenAt: t(-9 * HOUR) },
    { id: 'live', userId: user.id, expiresAt: t(DAY), lastSeenAt: t(-HOUR) },
  ]);
  await testDb.db.insert(oneTimeCodes).values([
    { userId: user.id, codeHash: 'a', expiresAt: t(-2 * DAY) },
    { userId: user.id, codeHash: 'b', expiresAt: t(5 * 60_000), consumedAt: t(-2 * DAY) },
    { userId: user.id, codeHash: 'c', expiresAt: t(5 * 60_000) },
  ]);
  await testDb.db.insert(rateLimits).values([
    { key: 'old', count: 9, windowStart: t(-2 * DAY) },
    { key: 'current', count: 1, windowStart: t(-60_000) },
  ]);
  await testDb.db.insert(outgoingMail).values([
    { to: 'x@y.io', subject: 's', text: 't', status: 'sent', sentAt: t(-40 * DAY) },
    { to: 'x@y.io', subject: 's', text: 't', status: 'pending' },
  ]);

  const view = { page: 'home', locale: 'en', device: 'phone', vitals: { LCP: 1200 } } as const;
  await recordBeacon(testDb.db, view, t(-401 * DAY));
  await recordBeacon(testDb.db, view, t(-399 * DAY));

  // A buyer's link used up a day and more ago, a session that ended, and a live one.
  await testDb.db.insert(buyerSignInLinks).values([
    { tokenHash: 'old-link', email: 'b@x.io', expiresAt: t(-DAY - HOUR) },
    { tokenHash: 'fresh-link', email: 'b@x.io', expiresAt: t(10 * 60_000) },
  ]);
  await testDb.db.insert(buyerSessions).values([
    { id: 'ended', email: 'b@x.io', expiresAt: t(-HOUR) },
    { id: 'buying', email: 'b@x.io', expiresAt: t(DAY) },
  ]);

  // Webhook events: an old delivered one goes; a fresh one, and an old one still waiting to be delivered, stay.
  const [hook] = await testDb.db
    .insert(webhookEndpoints)
    .values({ url: 'https://hooks.example.com/', events: ['enquiry.created'] })
    .returning();
  const event = (id: string, age: number) => ({
    id,
    type: 'enquiry.created',
    body: '{}',
    createdAt: t(-age),
  });
  const [old, fresh, waiting] = [
    '00000000-0000-4000-8000-000000000001',
    '00000000-0000-4000-8000-000000000002',
    '00000000-0000-4000-8000-000000000003',
  ];
  await testDb.db
    .insert(webhookEvents)
    .values([event(old, 31 * DAY), event(fresh, DAY), event(waiting, 31 * DAY)]);
  await testDb.db.insert(webhookDeliveries).values([
    { endpointId: hook.id, eventId: old, status: 'delivered' },
    { endpointId: hook.id, eventId: fresh, status: 'delivered' },
    { endpointId: hook.id, eventId: waiting, status: 'pending' },
  ]);

  const report = await runHousekeeping(testDb.db, now, noFiles);
  expect(report).toEqual({
    ran: true,
    sessions: 2,
    codes: 2,
    rateLimits: 1,
    mail: 1,
    orphanFiles: 0,
    shareImages: 0,
    audit: 0,
    versions: 0,
    retiredFiles: 0,
    documents: 0,
    vitals: 1,
    buyerSignIns: 2,
    webhookEvents: 1,
    expiredRequests: 0,
    expiredApplications: 0,
  });
  expect((await testDb.db.select().from(webhookEvents)).map((e) => e.id).sort()).toEqual([fresh, waiting]);
  expect((await testDb.db.select().from(buyerSessions)).map((s) => s.id)).toEqual(['buying']);
  expect((await testDb.db.select().from(buyerSignInLinks)).map((l) => l.tokenHash)).toEqual(['fresh-link']);
  expect((await testDb.db.select().from(sessions)).map((s) => s.id)).toEqual(['live']);
  expect(await testDb.db.$count(webVitals)).toBe(1);
  expect((await testDb.db.select().from(oneTimeCodes)).map((c) => c.codeHash)).toEqual(['c']);
  expect((await testDb.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['current']);
  expect(await testDb.db.$count(outgoingMail)).toBe(1);
});

it('skips while another instance is cleaning (the advisory lock is held)', async () => {
  await testDb.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.housekeeping})`);
    expect((await runHousekeeping(testDb.db, new Date(), noFiles)).ran).toBe(false);
  });
  expect((await runHousekeeping(testDb.db, new Date(), noFiles)).ran).toBe(true);
});

const storages: [string, () => Promise<FileStorage>][] = [
  ['the local folder', async () => new LocalFileStorage(path.join(root, 'uploads'))],
  ['an S3-compatible bucket', async () => s3.storage('orphans')],
];

describe.each(storages)('in %s', (_name, make) => {
  it('removes uploaded files no row points at once they are old enough, and keeps every recorded one', async () => {
    const storage = await make();
    const keys = {
      recorded: 'private/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.pdf',
      orphan: 'public/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.png',
    };
    for (const key of Object.values(keys)) await storage.save(key, Buffer.from('bytes'));
    await testDb.db.insert(uploadedFiles).values({
      key: keys.recorded,
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      size: 5,
      isPublic: false,
    });
    try {
      // Young files may be uploads in flight: left alone.
      expect(await removeOrphanFiles(testDb.db, storage, HOUR)).toEqual([]);
      expect(await removeOrphanFiles(testDb.db, storage, HOUR, Date.now() + 2 * HOUR)).toEqual([keys.orphan]);
      expect(await storage.list('public')).toEqual([]);
      expect((await storage.list('private')).map((file) => file.key)).toEqual([keys.recorded]);
    } finally {
      await testDb.db.delete(uploadedFiles);
    }
  });
});
