/**
 * The scheduled backup on a real PostgreSQL: each archive is checked before it counts, the oldest
 * go beyond BACKUP_KEEP, a damaged archive is caught, and the newest restores (the drill) into an
 * empty database with the same rows. With BACKUP_URL each is also sent to a bucket (a real S3
 * server, s3rver), byte for byte, keeping as many there. The task is on the schedule only when
 * BACKUP_SCHEDULE is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { freshDatabase, rowsPerTable, tableChecksums, type TestDatabase } from '../../../test/db';
import { seededWithoutFiles } from '../../../test/backup';
import { SITE_TABLES } from '../../db/backupTables';
import { LocalFileStorage } from '../../storage/local';
import { restoreBackup } from '../archive';
import { scheduledBackup, verifyBackup } from '../schedule';
import { backupSettings } from '../../data/backup';
import { readEnv } from '../../env';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../storage/s3';
import { createHash } from 'node:crypto';
import { startS3, type TestS3 } from '../../../test/s3';
import { BackupBucket, backupBucketFor } from '../offsite';

jest.setTimeout(120_000);

let source: TestDatabase;
let target: TestDatabase;
let work: string;
let s3: TestS3;

beforeAll(async () => {
  source = await seededWithoutFiles();
  target = await freshDatabase({ useForApp: false });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-scheduled-'));
  s3 = await startS3();
});
afterAll(async () => {
  await source.drop();
  await target.drop();
  fs.rmSync(work, { recursive: true, force: true });
  await s3.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

it('keeps the newest BACKUP_KEEP checked archives, catches a damaged one, and the newest restores with the same rows', async () => {
  const dir = path.join(work, 'backups');
  const storage = new LocalFileStorage(path.join(work, 'uploads'));
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 2, minute));
  const made = [];
  for (const minute of [30, 31, 32])
    made.push(await scheduledBackup(source.db, storage, SITE_TABLES, { dir, keep: 2, now: at(minute) }));

  expect(made[0].removed).toEqual([]);
  expect(made[2].removed).toEqual(['kinglife-2026-11-29T02-30-00-000Z.tar.gz']);
  // The erasure log beside them (scripts/restore.ts reads it there).
  expect(fs.readdirSync(dir).sort()).toEqual([
    'erasures.json',
    'kinglife-2026-11-29T02-31-00-000Z.tar.gz',
    'kinglife-2026-11-29T02-32-00-000Z.tar.gz',
  ]);
  expect(made[2].erasureLog).toBe(path.join(dir, 'erasures.json'));
  expect(made[2].rows).toBeGreaterThan(50);

  // A damaged archive is caught by the check.
  const damaged = path.join(work, 'damaged.tar.gz');
  const bytes = fs.readFileSync(made[2].archive);
  fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
  await expect(verifyBackup(damaged)).rejects.toThrow();

  // The drill: the newest archive into an empty install.
  const manifest = await restoreBackup(
    target.db,
    new LocalFileStorage(path.join(work, 'restored')),
    made[2].archive,
    SITE_TABLES,
  );
  const restored = await rowsPerTable(target.db);
  for (const table of SITE_TABLES.tables) {
    const name = getTableName(table);
    expect([name, restored[`public.${name}`]]).toEqual([name, manifest.tables[name]]);
  }
  // And value for value: every table's checksum as the database backed up has it (unchanged since).
  const names = SITE_TABLES.tables.map((table) => `public.${getTableName(table)}`);
  expect(await tableChecksums(target.db, names)).toEqual(await tableChecksums(source.db, names));
});

it('is on the schedule only with BACKUP_SCHEDULE, and keeps its archives in BACKUP_DIR or the data folder', () => {
  const plain = backupSettings(readEnv({ NODE_ENV: 'test', DATA_DIR: '/srv/kinglife' }));
  expect(plain).toEqual({ schedule: undefined, dir: '/srv/kinglife/backups', keep: 14, weekly: 0 });
  expect(
    backupSettings(
      readEnv({
        NODE_ENV: 'test',
        BACKUP_SCHEDULE: '30 2 * * *',
        BACKUP_DIR: '/mnt/offsite',
        BACKUP_KEEP: '30',
        BACKUP_KEEP_WEEKLY: '12',
      }),
    ),
  ).toMatchObject({ schedule: '30 2 * * *', dir: '/mnt/offsite', keep: 30, weekly: 12 });
  expect(() => readEnv({ NODE_ENV: 'test', BACKUP_SCHEDULE: 'every night' })).toThrow(
    /BACKUP_SCHEDULE: must be a cron expression/,
  );
  expect(() => readEnv({ NODE_ENV: 'test', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  expect(() => readEnv({ NODE_ENV: 'test', BACKUP_KEEP_WEEKLY: '-1' })).toThrow(/BACKUP_KEEP_WEEKLY/);
});

it("sends each checked archive to BACKUP_URL's bucket byte for byte, keeps the newest BACKUP_KEEP there, and fails when the bucket cannot be reached", async () => {
  const dir = path.join(work, 'sent');
  const storage = new LocalFileStorage(path.join(work, 'uploads'));
  const options = s3.options('offsite');
  const offsite = new BackupBucket(options);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 3, minute));
  const made = [];
  for (const minute of [0, 1, 2])
    made.push(
      await scheduledBackup(source.db, storage, SITE_TABLES, { dir, keep: 2, offsite, now: at(minute) }),
    );

  expect(made[0].offsite).toEqual({
    key: 'offsite/kinglife-2026-11-29T03-00-00-000Z.tar.gz',
    removed: [],
    erasureLog: 'offsite/erasures.json',
  });
  expect(made[2].offsite?.removed).toEqual(['kinglife-2026-11-29T03-00-00-000Z.tar.gz']);
  // The erasure log goes with them, and is never counted among the archives kept.
  expect((await s3.objectNames('offsite')).sort()).toEqual([
    'offsite/erasures.json',
    'offsite/kinglife-2026-11-29T03-01-00-000Z.tar.gz',
    'offsite/kinglife-2026-11-29T03-02-00-000Z.tar.gz',
  ]);
  // The bucket's copy is the archive that was checked.
  const client = s3Client(options);
  const copy = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: made[2].offsite!.key }));
  expect(sha256(await copy.Body!.transformToByteArray())).toBe(sha256(fs.readFileSync(made[2].archive)));
  client.destroy();

  // The bucket gone: the task fails (to be retried and shown to Owners), its archive kept and checked here.
  await s3.stop();
  await expect(
    scheduledBackup(source.db, storage, SITE_TABLES, { dir, keep: 2, offsite, now: at(3) }),
  ).rejects.toThrow();
  await verifyBackup(path.join(dir, 'kinglife-2026-11-29T03-03-00-000Z.tar.gz'));
  offsite.close();
  s3 = await startS3({ directory: s3.directory, port: s3.port });
});

it('takes BACKUP_URL with the keys the S3 requests are signed with, and an S3_ENDPOINT for it alone', () => {
  const base = { NODE_ENV: 'test' as const, BACKUP_URL: 's3://kinglife-backups/nightly' };
  expect(() => readEnv(base)).toThrow(/AWS_ACCESS_KEY_ID: must be set with BACKUP_URL/);
  const settings = readEnv({
    ...base,
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    AWS_ACCESS_KEY_ID: 'key',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  expect(settings.STORAGE_URL).toBeUndefined();
  expect(backupBucketFor(settings)).toBeInstanceOf(BackupBucket);
  expect(backupBucketFor(readEnv({ NODE_ENV: 'test' }))).toBeUndefined();
  expect(() => readEnv({ ...base, BACKUP_URL: 'https://example.com/backups' })).toThrow(
    /BACKUP_URL: must be s3:/,
  );
});
