import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { demoApplications } from '../../../content/demo';
import {
  applications,
  blogPosts,
  enquiries,
  jobs,
  news,
  products,
  services,
  siteSettings,
  uploadedFiles,
} from '../schema';
import { minimalPdf } from '../samplePdf';
import { LocalFileStorage } from '../../storage/local';
import { seedIfEmpty, type SeedOptions } from '../seed';

const total = (db: TestDatabase['db'], table: Parameters<TestDatabase['db']['$count']>[0]) =>
  db.$count(table);

describe('seedIfEmpty', () => {
  let testDb: TestDatabase;
  let uploadsDir: string;
  let demo: SeedOptions;
  beforeEach(async () => {
    testDb = await freshDatabase({ useForApp: false });
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-seed-uploads-'));
    demo = { demo: true, storage: new LocalFileStorage(uploadsDir) };
  });
  afterEach(async () => {
    await testDb.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('seeds an empty database with the site content but no demo data by default', async () => {
    expect(await seedIfEmpty(testDb.db, { demo: false })).toBe(true);
    expect(await total(testDb.db, siteSettings)).toBe(1);
    expect(await total(testDb.db, products)).toBe(18);
    expect(await total(testDb.db, blogPosts)).toBe(19);
    expect(await total(testDb.db, news)).toBe(3);
    expect(await total(testDb.db, services)).toBe(3);
    expect(await total(testDb.db, jobs)).toBe(12);
    expect(await total(testDb.db, enquiries)).toBe(0);
    expect(await total(testDb.db, applications)).toBe(0);
    expect(await total(testDb.db, uploadedFiles)).toBe(0);
  });

  it('adds the demo applications and 12 enquiries when asked', async () => {
    await seedIfEmpty(testDb.db, demo);
    expect(await total(testDb.db, enquiries)).toBe(12);
    expect(await total(testDb.db, applications)).toBe(demoApplications.length);
  });

  it('gives every demo application a real private PDF résumé in the uploads folder', async () => {
    await seedIfEmpty(testDb.db, demo);
    const rows = await testDb.db
      .select({ first: applications.firstName, last: applications.lastName, file: uploadedFiles })
      .from(applications)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId));
    expect(rows).toHaveLength(demoApplications.length);
    for (const { first, last, file } of rows) {
      expect(file).toMatchObject({
        originalName: `${first} ${last} CV.pdf`,
        mimeType: 'application/pdf',
        isPublic: false,
      });
      expect(file.key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
      const bytes = fs.readFileSync(path.join(uploadsDir, file.key));
      expect(bytes.equals(minimalPdf(`${first} ${last} - Curriculum vitae`))).toBe(true);
      expect(file.size).toBe(bytes.byteLength);
    }
  });

  it('leaves a database that already has content alone, writing no files', async () => {
    await seedIfEmpty(testDb.db, { demo: false });
    expect(await seedIfEmpty(testDb.db, demo)).toBe(false);
    expect(await total(testDb.db, products)).toBe(18);
    expect(await total(testDb.db, enquiries)).toBe(0);
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });

  it('keeps nothing when it fails half-way: no rows and no résumé files', async () => {
    // An index that allows a single application: the seed's last insert, made after the résumés
    // were written, fails inside the transaction.
    await testDb.db.execute(sql.raw('CREATE UNIQUE INDEX one_application ON applications ((1))'));
    await expect(seedIfEmpty(testDb.db, demo)).rejects.toThrow();
    expect(await total(testDb.db, siteSettings)).toBe(0);
    expect(await total(testDb.db, uploadedFiles)).toBe(0);
    const left = fs.existsSync(path.join(uploadsDir, 'private'))
      ? fs.readdirSync(path.join(uploadsDir, 'private'))
      : [];
    expect(left).toEqual([]);
  });
});
