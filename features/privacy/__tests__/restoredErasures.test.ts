/**
 * @jest-environment node
 *
 * A restore of an archive older than an erasure makes the erasure again, from the erasure log
 * beside the backups (lib/backup/erasureLog.ts), on a real PostgreSQL: the person erased after the
 * archive is nowhere in the restored database, the log names no one, the others' data and the
 * counts are as the archive had them, and someone erased before the archive who wrote again after
 * keeps what they wrote then.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createBackup, restoreBackup } from '@/lib/backup/archive';
import { ERASURE_LOG, readErasureLog } from '@/lib/backup/erasureLog';
import { backupSettings } from '@/lib/data/backup';
import { SITE_TABLES } from '@/lib/db/backupTables';
import { enquiries, erasures } from '@/lib/db/schema';
import { LocalFileStorage } from '@/lib/storage/local';
import { tempDataDir } from '@/test/admin';
import { seededWithoutFiles } from '@/test/backup';
import { freshDatabase, rowsPerTable, tablesHolding, type TestDatabase } from '@/test/db';
import { storedQuote } from '@/test/quotes';
import { erasePersonalData } from '../data';
import { reapplyErasures } from '../restoredErasures';

jest.setTimeout(120_000);

const MARIAM = {
  name: 'Mariam Haddad',
  email: 'Mariam.Haddad+quotes@Cedar-Foods.example',
  phone: '0507771234',
};
const HANS = { name: 'Hans Becker', email: 'hans@rheinfeld.example', phone: '0491701234' };
const NADIA = { name: 'Nadia Saleh', email: 'nadia@levant-trade.example', phone: '0509990000' };

let data: ReturnType<typeof tempDataDir>;
let source: TestDatabase;
let target: TestDatabase;

beforeAll(async () => {
  data = tempDataDir();
  source = await seededWithoutFiles({ useForApp: true });
  target = await freshDatabase({ useForApp: false });
});
afterAll(async () => {
  await target.drop();
  await source.drop();
  data.restore();
});

it('makes again, after a restore, every erasure newer than the archive, and no older one', async () => {
  await storedQuote(NADIA);
  await erasePersonalData({ email: NADIA.email, matching: 'mailbox' });
  const nadiaAgain = await storedQuote({ ...NADIA, name: 'Nadia Saleh (again)' }); // after her erasure
  await storedQuote(MARIAM, 'ar');
  await storedQuote(HANS);

  const archive = path.join(data.dir, 'site.tar.gz');
  await createBackup(source.db, new LocalFileStorage(path.join(data.dir, 'uploads')), archive, SITE_TABLES);
  await erasePersonalData({ email: 'mariam.haddad@cedar-foods.example', matching: 'mailbox' });

  // Written beside the backups at the erasure, naming no one.
  const logFile = path.join(backupSettings().dir, ERASURE_LOG);
  const logText = fs.readFileSync(logFile, 'utf8');
  for (const needle of ['mariam', 'haddad', 'nadia', 'cedar-foods'])
    expect(logText.toLowerCase()).not.toContain(needle);
  const log = await readErasureLog(logFile);
  expect(log).toHaveLength(2);

  const manifest = await restoreBackup(
    target.db,
    new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-restored-'))),
    archive,
    SITE_TABLES,
  );
  // The archive brought her back, and her erasure's record is not in it.
  expect(await tablesHolding(target.db, 'mariam.haddad')).toContain('public.enquiries');
  expect(await target.db.$count(erasures)).toBe(1);
  const counts = await rowsPerTable(target.db);
  const hansBefore = await target.db.select().from(enquiries).where(eq(enquiries.email, HANS.email));

  expect(await reapplyErasures(target.db, log!, new Date(manifest.createdAt))).toEqual({
    newer: 1,
    people: 1,
  });

  for (const needle of ['mariam.haddad', MARIAM.name, MARIAM.phone])
    expect({ needle, found: await tablesHolding(target.db, needle) }).toEqual({ needle, found: [] });
  const after = await rowsPerTable(target.db);
  for (const table of ['public.enquiries', 'public.enquiry_lines'])
    expect({ table, rows: after[table] }).toEqual({ table, rows: counts[table] });
  expect(await target.db.select().from(enquiries).where(eq(enquiries.email, HANS.email))).toEqual(hansBefore);
  // Nadia's erasure is older than the archive: what she sent after it stays.
  const [nadia] = await target.db.select().from(enquiries).where(eq(enquiries.id, nadiaAgain.id));
  expect(nadia).toMatchObject({ name: 'Nadia Saleh (again)', email: NADIA.email });
  // The restored table holds every erasure of the log (and the one just made again), so the next
  // log written from it loses none.
  expect(await target.db.$count(erasures)).toBe(3);

  // Run again (a second restore of the same log): nothing more to erase.
  expect(await reapplyErasures(target.db, log!, new Date(manifest.createdAt))).toEqual({
    newer: 1,
    people: 0,
  });
});

it('refuses a file that is not an erasure log, naming it, and answers null where there is none', async () => {
  const wrong = path.join(data.dir, 'wrong.json');
  fs.writeFileSync(
    wrong,
    JSON.stringify({ erasures: [{ keyHash: 'mariam@example.com', matching: 'mailbox' }] }),
  );
  await expect(readErasureLog(wrong)).rejects.toThrow(`${wrong} is not an erasure log`);
  expect(await readErasureLog(path.join(data.dir, 'none.json'))).toBeNull();
});
