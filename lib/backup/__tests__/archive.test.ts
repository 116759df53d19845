import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { seededWithoutFiles } from '../../../test/backup';
import { startS3 } from '../../../test/s3';
import { company } from '../../../content/company';
import * as schema from '../../db/schema';
import { LocalFileStorage } from '../../storage/local';
import { createBackup, restoreBackup } from '../archive';
import { SITE_TABLES } from '../../db/backupTables';

let source: TestDatabase;
let target: TestDatabase;
let dirs: string[] = [];
const tmp = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kinglife-${label}-`));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  source = await seededWithoutFiles();
  target = await freshDatabase({ useForApp: false });
});
afterAll(async () => {
  await source.drop();
  await target.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const hash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

async function counts(db: TestDatabase['db']) {
  const out: Record<string, number> = {};
  for (const table of [
    schema.products,
    schema.blogPosts,
    schema.news,
    schema.enquiries,
    schema.productDocuments,
    schema.documentDownloads,
    schema.documentDownloadCounts,
    schema.uploadedFiles,
    schema.siteSettings,
    schema.redirects,
    schema.redirectHosts,
  ]) {
    out[getTableName(table)] = await db.$count(table);
  }
  return out;
}

it('a backup restores into an empty install with the same rows, the same files and working sequences', async () => {
  const uploads = tmp('uploads');
  const files = {
    'public/11111111-1111-4111-8111-111111111111.png': 'png-bytes',
    'private/22222222-2222-4222-8222-222222222222.pdf': '%PDF résumé',
  };
  for (const [key, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
    fs.writeFileSync(path.join(uploads, key), body);
    await source.db.insert(schema.uploadedFiles).values({
      key,
      originalName: path.basename(key),
      mimeType: key.endsWith('.png') ? 'image/png' : 'application/pdf',
      size: body.length,
      isPublic: key.startsWith('public/'),
    });
  }
  // A product's document, and a buyer's request for it (the request points at the document).
  const [pdf] = await source.db
    .select({ id: schema.uploadedFiles.id })
    .from(schema.uploadedFiles)
    .where(eq(schema.uploadedFiles.mimeType, 'application/pdf'));
  const [sheet] = await source.db
    .insert(schema.productDocuments)
    .values({
      productId: 1,
      type: 'sds',
      language: 'en',
      revisionDate: '2026-01-15',
      access: 'request',
      fileId: pdf.id,
    })
    .returning();
  await source.db
    .insert(schema.enquiries)
    .values({ kind: 'document', name: 'Omar', email: 'o@example.ae', documentId: sheet.id });
  // Its downloads: one attributed (a row), the anonymous ones of a day (a count).
  await source.db
    .insert(schema.documentDownloads)
    .values({ documentId: sheet.id, buyerEmail: 'o@example.ae' });
  await source.db
    .insert(schema.documentDownloadCounts)
    .values({ documentId: sheet.id, day: '2026-03-01', downloads: 12, lastAt: new Date() });
  await source.db.insert(schema.enquiries).values({
    name: 'Aisha',
    email: 'a@example.ae',
    service: 'Purchase',
    message: "Quote for 'oud' — ١٢ kg",
  });
  await source.db.update(schema.siteSettings).set({ whatsappNumber: '971501234567' });
  await source.db.insert(schema.redirectHosts).values({ name: 'partner.example.com' });
  await source.db.insert(schema.redirects).values({ source: '/old', target: '/about', note: 'moved' });

  const archive = path.join(tmp('archive'), 'backup.tar.gz');
  const manifest = await createBackup(source.db, new LocalFileStorage(uploads), archive, SITE_TABLES);
  expect(fs.statSync(archive).size).toBeGreaterThan(0);
  expect(Object.keys(manifest.files)).toHaveLength(2);

  const restoredUploads = path.join(tmp('restored'), 'uploads');
  await restoreBackup(target.db, new LocalFileStorage(restoredUploads), archive, SITE_TABLES);

  expect(await counts(target.db)).toEqual(await counts(source.db));
  for (const key of Object.keys(files))
    expect(hash(path.join(restoredUploads, key))).toBe(hash(path.join(uploads, key)));
  const [enquiry] = await target.db.select().from(schema.enquiries).where(eq(schema.enquiries.name, 'Aisha'));
  expect(enquiry.message).toBe("Quote for 'oud' — ١٢ kg");
  const [request] = await target.db.select().from(schema.enquiries).where(eq(schema.enquiries.name, 'Omar'));
  expect(request.documentId).toBe(sheet.id);
  const [settings] = await target.db.select().from(schema.siteSettings);
  expect(settings.whatsappNumber).toBe('971501234567');
  // A new row continues after the restored ids.
  const [added] = await target.db
    .insert(schema.enquiries)
    .values({ name: 'Next', email: 'n@example.com', service: 'Purchase', message: 'x' })
    .returning();
  const [{ max }] = await target.db
    .select({ max: sql<number>`max(${schema.enquiries.id})` })
    .from(schema.enquiries);
  expect(added.id).toBe(max);
  expect(added.id).toBeGreaterThan(enquiry.id);

  // And only into an empty install.
  await expect(
    restoreBackup(target.db, new LocalFileStorage(restoredUploads), archive, SITE_TABLES),
  ).rejects.toThrow(/not empty/);
});

it('restores a backup made before a column was added: the column takes its default', async () => {
  const [from, into] = await Promise.all([
    freshDatabase({ seeded: true, useForApp: false }),
    freshDatabase({ useForApp: false }),
  ]);
  await from.db.update(schema.applications).set({ resumeFileId: null });
  await from.db.delete(schema.productDocuments);
  await from.db.delete(schema.uploadedFiles);
  const archive = path.join(tmp('archive'), 'current.tar.gz');
  await createBackup(from.db, new LocalFileStorage(tmp('no-uploads')), archive, SITE_TABLES);
  // The archive as a version without the WhatsApp number wrote it.
  const unpacked = tmp('unpacked');
  execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
  const rowsFile = path.join(unpacked, 'db', 'site_settings.json');
  const rows = JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as Record<string, unknown>[];
  for (const row of rows) delete row.whatsapp_number;
  fs.writeFileSync(rowsFile, JSON.stringify(rows));
  const older = path.join(tmp('archive'), 'older.tar.gz');
  execFileSync('tar', ['-czf', older, '-C', unpacked, '.']);

  try {
    await restoreBackup(
      into.db,
      new LocalFileStorage(path.join(tmp('restored'), 'uploads')),
      older,
      SITE_TABLES,
    );
    const [settings] = await into.db.select().from(schema.siteSettings);
    expect(settings.whatsappNumber).toBe('');
    expect(settings.enquiryEmail).toBe(company.settings.enquiryEmail);
    expect(await counts(into.db)).toEqual(await counts(from.db));
  } finally {
    await Promise.all([from.drop(), into.drop()]);
  }
});

it('backs up the files of an S3-compatible bucket and restores them into an empty one, and only an empty one', async () => {
  const s3 = await startS3();
  const databases = await Promise.all([1, 2, 3].map(() => freshDatabase({ useForApp: false })));
  const [from, into, another] = databases;
  try {
    const storage = s3.storage('backup-source');
    const files = {
      'public/33333333-3333-4333-8333-333333333333.webp': 'webp-bytes',
      'private/44444444-4444-4444-8444-444444444444.docx': 'docx résumé',
    };
    for (const [key, body] of Object.entries(files)) {
      await storage.save(key, Buffer.from(body));
      await from.db.insert(schema.uploadedFiles).values({
        key,
        originalName: path.basename(key),
        mimeType: 'application/octet-stream',
        size: Buffer.byteLength(body),
        isPublic: key.startsWith('public/'),
      });
    }
    const archive = path.join(tmp('archive'), 'bucket.tar.gz');
    expect(Object.keys((await createBackup(from.db, storage, archive, SITE_TABLES)).files).sort()).toEqual(
      Object.keys(files).sort(),
    );

    const restored = s3.storage('backup-restored');
    await restoreBackup(into.db, restored, archive, SITE_TABLES);
    expect(await into.db.$count(schema.uploadedFiles)).toBe(2);
    for (const [key, body] of Object.entries(files)) {
      const file = await restored.read(key);
      expect(await new Response(file!.stream).text()).toBe(body);
    }

    // An empty database, but a bucket prefix that already holds files: refused, nothing written.
    await expect(restoreBackup(another.db, restored, archive, SITE_TABLES)).rejects.toThrow(
      /file storage is not empty/,
    );
    expect(await another.db.$count(schema.uploadedFiles)).toBe(0);

    // A recorded file missing from the bucket fails the backup loudly.
    await storage.delete(Object.keys(files)[0]);
    await expect(
      createBackup(from.db, storage, path.join(tmp('archive'), 'gap.tar.gz'), SITE_TABLES),
    ).rejects.toThrow(/disappeared during the backup/);
  } finally {
    await Promise.all(databases.map((database) => database.drop()));
    await s3.close();
  }
});
