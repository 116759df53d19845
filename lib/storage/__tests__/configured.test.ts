/** STORAGE_URL puts the app's files in an S3-compatible bucket: uploads, /media and staff downloads. */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { applyWithResume, call, request, signIn, tempDataDir } from '../../../test/admin';
import { freshDatabase, type TestDatabase } from '../../../test/db';
import { minimalPdf } from '../../../test/documents';
import { startS3, type TestS3 } from '../../../test/s3';
import { GET as RESUME } from '@/app/api/v1/admin/applications/[id]/resume/route';
import { GET as MEDIA } from '@/app/media/[...key]/route';
import { withStoredFile } from '../../data/files';
import { applications, jobs, uploadedFiles } from '../../db/schema';
import { getStorage, newStorageKey } from '../index';
import { parseStorageUrl } from '../s3';

const PREFIX = 'sites/kinglife';
let s3: TestS3;
let testDb: TestDatabase;
let data: ReturnType<typeof tempDataDir>;
let settings: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3();
  data = tempDataDir();
  testDb = await freshDatabase({ seeded: true });
  settings = s3.env(PREFIX);
  Object.assign(process.env, settings);
});
afterAll(async () => {
  for (const name of Object.keys(settings)) delete process.env[name];
  await testDb.drop();
  data.restore();
  await s3.close();
});

it('reads s3://<bucket>[/<prefix>] as the bucket and the prefix put before every key', () => {
  expect(parseStorageUrl('s3://kinglife-files')).toEqual({ bucket: 'kinglife-files', prefix: '' });
  expect(parseStorageUrl('s3://kinglife-files/sites/prod/')).toEqual({
    bucket: 'kinglife-files',
    prefix: 'sites/prod/',
  });
});

it("keeps the app's files in the bucket under the prefix, and nothing in $DATA_DIR/uploads", async () => {
  const key = newStorageKey('private', 'pdf');
  await getStorage().save(key, Buffer.from('%PDF'));
  expect(await s3.objectNames(PREFIX)).toContain(`${PREFIX}/${key}`);
  expect(fs.existsSync(data.uploads())).toBe(false);
});

it('serves an uploaded image from the bucket at /media with a year of caching; never a private file', async () => {
  const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
  const upload = { bytes, originalName: 'logo.png', mimeType: 'image/png', ext: 'png' };
  const image = await withStoredFile({ ...upload, isPublic: true }, async (_tx, file) => file);
  expect(await s3.objectNames(PREFIX)).toContain(`${PREFIX}/${image.key}`);
  const served = await MEDIA(new Request(`http://kinglife.test/media/${image.key}`), {
    params: Promise.resolve({ key: image.key.split('/') }),
  });
  expect(served.status).toBe(200);
  expect(Object.fromEntries(served.headers)).toMatchObject({
    'content-type': 'image/png',
    'content-length': String(bytes.byteLength),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

  const secret = await withStoredFile({ ...upload, isPublic: false }, async (_tx, file) => file);
  const refused = await MEDIA(new Request(`http://kinglife.test/media/${secret.key}`), {
    params: Promise.resolve({ key: secret.key.split('/') }),
  });
  expect(refused.status).toBe(404);
});

it('streams a résumé from the bucket to staff only, and answers 404 once its bytes are gone', async () => {
  const [job] = await testDb.db.select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1);
  const pdf = minimalPdf('Priya Nair');
  const id = await applyWithResume(job, ['Priya', 'Nair'], {
    bytes: pdf,
    mimeType: 'application/pdf',
    ext: 'pdf',
  });
  const url = `/api/v1/admin/applications/${id}/resume`;
  const staff = await signIn(testDb.db);
  const resume = await call(RESUME, staff.request('GET', url), { id });
  expect(resume.status).toBe(200);
  expect(resume.headers.get('content-length')).toBe(String(pdf.byteLength));
  expect(Buffer.from(await resume.arrayBuffer()).equals(pdf)).toBe(true);
  expect((await call(RESUME, request('GET', url), { id })).status).toBe(401);

  const [file] = await testDb.db
    .select({ key: uploadedFiles.key })
    .from(applications)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
    .where(eq(applications.id, id));
  expect(await s3.objectNames(PREFIX)).toContain(`${PREFIX}/${file.key}`);
  await getStorage().delete(file.key);
  expect((await call(RESUME, staff.request('GET', url), { id })).status).toBe(404);
});
