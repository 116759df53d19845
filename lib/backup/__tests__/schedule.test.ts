/**
 * The scheduled backup on a real PostgreSQL: each archive is checked before it counts, the oldest
 * go beyond BACKUP_KEEP, a damaged archive is caught, and the newest restores (the drill) into an
 * empty database with the same rows. The task is on the schedule only when BACKUP_SCHEDULE is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { freshDatabase, rowsPerTable, type TestDatabase } from '../../../test/db';
import { seededWithoutFiles } from '../../../test/backup';
import { SITE_TABLES } from '../../db/backupTables';
import { LocalFileStorage } from '../../storage/local';
import { restoreBackup } from '../archive';
import { scheduledBackup, verifyBackup } from '../schedule';
import { backupSettings } from '../../data/backup';
import { readEnv } from '../../env';

jest.setTimeout(120_000);

let source: TestDatabase;
let target: TestDatabase;
let work: string;

beforeAll(async () => {
  source = await seededWithoutFiles();
  target = await freshDatabase({ useForApp: false });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-scheduled-'));
});
afterAll(async () => {
  await source.drop();
  await target.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

it('keeps the newest BACKUP_KEEP checked archives, catches a damaged one, and the newest restores with the same rows', async () => {
  const dir = path.join(work, 'backups');
  const storage = new LocalFileStorage(path.join(work, 'uploads'));
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 2, minute));
  const made = [];
  for (const minute of [30, 31, 32])
    made.push(await scheduledBackup(source.db, storage, SITE_TABLES, { dir, keep: 2, now: at(minute) }));

  expect(made[0].removed).toEqual([]);
  expect(made[2].removed).toEqual(['kinglife-2026-11-29T02-30-00-000Z.tar.gz']);
  expect(fs.readdirSync(dir).sort()).toEqual([
    'kinglife-2026-11-29T02-31-00-000Z.tar.gz',
    'kinglife-2026-11-29T02-32-00-000Z.tar.gz',
  ]);
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
});

it('is on the schedule only with BACKUP_SCHEDULE, and keeps its archives in BACKUP_DIR or the data folder', () => {
  const plain = backupSettings(readEnv({ NODE_ENV: 'test', DATA_DIR: '/srv/kinglife' }));
  expect(plain).toEqual({ schedule: undefined, dir: '/srv/kinglife/backups', keep: 14 });
  expect(
    backupSettings(
      readEnv({
        NODE_ENV: 'test',
        BACKUP_SCHEDULE: '30 2 * * *',
        BACKUP_DIR: '/mnt/offsite',
        BACKUP_KEEP: '30',
      }),
    ),
  ).toMatchObject({ schedule: '30 2 * * *', dir: '/mnt/offsite', keep: 30 });
  expect(() => readEnv({ NODE_ENV: 'test', BACKUP_SCHEDULE: 'every night' })).toThrow(
    /BACKUP_SCHEDULE: must be a cron expression/,
  );
  expect(() => readEnv({ NODE_ENV: 'test', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
});
