/**
 * @jest-environment node
 *
 * Each scheduled backup is recorded, checked or failed, on a real PostgreSQL with a real archive
 * and a real mail server: General settings → Backups lists it with its size, duration and what it
 * holds; a failure is listed with its error, mailed to the Owners once for a run of failures (not
 * at each retry), and warned of on the Owners' Dashboard until a backup succeeds. Owners only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BackupsDto } from '@/features/settings/dto';
import { adminUsers } from '@/lib/db/schema';
import { getAdminOverview } from '@/lib/data/overview';
import { runScheduledBackup } from '@/lib/data/backup';
import { call, jsonOf, signIn, tempDataDir } from '@/test/admin';
import { seededWithoutFiles } from '@/test/backup';
import type { TestDatabase } from '@/test/db';
import { smtpForFile } from '@/test/smtp';
import { GET } from '../route';

jest.setTimeout(120_000);

const smtp = smtpForFile();
let data: ReturnType<typeof tempDataDir>;
let testDb: TestDatabase;
let owner: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  data = tempDataDir();
  testDb = await seededWithoutFiles({ useForApp: true });
  // The seeded Owners are the Owners a failure is mailed to; one more, signed in here.
  owner = await signIn(testDb.db, 'layla@kinglife.test', 'owner');
});
afterAll(async () => {
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_SCHEDULE;
  await testDb.drop();
  data.restore();
});

const listed = async (): Promise<BackupsDto> =>
  jsonOf(await call(GET, owner.request('GET', '/api/v1/admin/backups')), 200);
const failureMails = () =>
  smtp.received.filter((mail) => mail.raw.includes('Subject: The scheduled backup failed'));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 2, minute));

it('lists a checked backup with its archive, size, duration and what it holds, under the schedule in force', async () => {
  process.env.BACKUP_DIR = path.join(data.dir, 'backups');
  process.env.BACKUP_SCHEDULE = '30 2 * * *';
  expect(await listed()).toEqual({ schedule: '30 2 * * *', keep: 14, weekly: 0, offsite: false, runs: [] });

  const done = await runScheduledBackup(testDb.db, at(30));
  const { runs } = await listed();
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({
    startedAt: at(30).toISOString(),
    ok: true,
    archive: 'kinglife-2026-11-30T02-30-00-000Z.tar.gz',
    bytes: fs.statSync(done.archive).size,
    rows: done.rows,
    files: done.files,
    offsite: false,
    error: null,
  });
  expect(runs[0].seconds).toBeGreaterThan(0);
  expect((await getAdminOverview('owner')).failedBackupAt).toBeNull();
});

it('lists a failed backup with its error, mails the Owners once a run of failures, and warns on their Dashboard until one succeeds', async () => {
  // The backup folder cannot be made: a file is where it should be.
  const blocked = path.join(data.dir, 'blocked');
  fs.writeFileSync(blocked, 'not a folder');
  process.env.BACKUP_DIR = path.join(blocked, 'backups');

  await expect(runScheduledBackup(testDb.db, at(31))).rejects.toThrow(/ENOTDIR/);
  await expect(runScheduledBackup(testDb.db, at(41))).rejects.toThrow(/ENOTDIR/); // the retry

  const { runs } = await listed();
  expect(runs.map((run) => [run.startedAt, run.ok])).toEqual([
    [at(41).toISOString(), false],
    [at(31).toISOString(), false],
    [at(30).toISOString(), true],
  ]);
  expect(runs[0]).toMatchObject({ archive: null, bytes: null });
  expect(runs[0].error).toMatch(/ENOTDIR/);

  // One mail for the two failures, to every active Owner, saying what went wrong and where to look.
  expect(failureMails()).toHaveLength(1);
  const [mail] = failureMails();
  const owners = await testDb.db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.role, 'owner'));
  expect(owners.length).toBeGreaterThan(0);
  for (const { email } of owners) expect(mail.raw).toContain(email);
  expect(mail.raw).toMatch(/ENOTDIR/);
  expect(mail.raw).toContain('/admin/general');

  // The Dashboard's warning is the Owners' alone.
  expect((await getAdminOverview('owner')).failedBackupAt).toBe(at(41).toISOString());
  expect((await getAdminOverview('editor')).failedBackupAt).toBeNull();

  // Fixed: the next backup is checked, the warning goes; a later failure is mailed again.
  process.env.BACKUP_DIR = path.join(data.dir, 'backups');
  await runScheduledBackup(testDb.db, at(50));
  expect((await getAdminOverview('owner')).failedBackupAt).toBeNull();
  process.env.BACKUP_DIR = path.join(blocked, 'backups');
  await expect(runScheduledBackup(testDb.db, at(55))).rejects.toThrow(/ENOTDIR/);
  expect(failureMails()).toHaveLength(2);
});

it('answers the list to Owners only', async () => {
  const editor = await signIn(testDb.db, undefined, 'editor');
  expect((await call(GET, editor.request('GET', '/api/v1/admin/backups'))).status).toBe(403);
});
