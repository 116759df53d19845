/**
 * @jest-environment node
 *
 * A certification's certificate (Products → Lists → Certifications): staff put a PDF on it (judged
 * by its bytes, at most 10 MB), replace or remove it, and the product pages link the certification
 * to its download; the file goes with the certificate, or with the certification.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors } from '@/test/admin';
import { fileOf, minimalPdf, pdfOfSize } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getProductLists } from '@/features/products/published';
import { productCertifications, uploadedFiles } from '@/lib/db/schema';
import type { ProductTagDto } from '@/features/products/dto';
import { GET as DOWNLOAD } from '@/app/api/v1/certifications/[id]/certificate/route';
import { POST as CREATE } from '../[kind]/route';
import { DELETE as DELETE_OPTION } from '../[kind]/[id]/route';
import { DELETE, POST } from '../[kind]/[id]/certificate/route';

const bed = adminTestBed();
let iso: number;

beforeAll(async () => {
  // The demo certificate's file lives in another test run's folder: this test starts without it.
  await bed.testDb.db.update(productCertifications).set({ certificateFileId: null });
  [{ id: iso }] = await bed.testDb.db
    .select({ id: productCertifications.id })
    .from(productCertifications)
    .where(eq(productCertifications.slug, 'iso-22000'));
});

const url = (kind: string, id: number) => `/api/v1/admin/product-lists/${kind}/${id}/certificate`;
const put = (id: number, file: File | undefined, kind = 'certifications') =>
  call(POST, bed.staff.request('POST', url(kind, id), { form: { file } }), { kind, id });
const takeOff = (id: number) =>
  call(DELETE, bed.staff.request('DELETE', url('certifications', id)), { kind: 'certifications', id });
const download = (id: number) =>
  DOWNLOAD(new Request(`http://kinglife.test/api/v1/certifications/${id}/certificate`), {
    params: Promise.resolve({ id: String(id) }),
  });

async function certificateFile(id: number) {
  const [row] = await bed.testDb.db
    .select({ file: uploadedFiles })
    .from(productCertifications)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productCertifications.certificateFileId))
    .where(eq(productCertifications.id, id));
  return row?.file ?? null;
}

it('puts a certificate on a certification: the product pages link it, and buyers download the PDF', async () => {
  expect((await download(iso)).status).toBe(404);
  const response = await put(iso, fileOf(minimalPdf('ISO 22000 certificate'), 'iso-22000-2026.pdf'));
  expect(response.status).toBe(200);
  const option: ProductTagDto = await response.json();
  expect(option).toMatchObject({
    slug: 'iso-22000',
    certificate: { name: 'iso-22000-2026.pdf', size: minimalPdf('ISO 22000 certificate').byteLength },
  });
  expect(expiredOutsideNext).toEqual(['product-lists']);
  const lists = await getProductLists('en');
  expect(lists.certifications.find((c) => c.id === iso)).toMatchObject({ hasCertificate: true });
  expect(lists.certifications.filter((c) => c.hasCertificate)).toHaveLength(1);

  const file = await download(iso);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.headers.get('content-disposition')).toBe(
    'attachment; filename="Kinglife LLC - ISO 22000 certificate.pdf"',
  );
  expect(Buffer.from(await file.arrayBuffer()).equals(minimalPdf('ISO 22000 certificate'))).toBe(true);
  expect((await certificateFile(iso))?.isPublic).toBe(false);
});

it('replaces a certificate, and the old file goes', async () => {
  await put(iso, fileOf(minimalPdf('First'), 'first.pdf'));
  const before = (await certificateFile(iso))!;
  await put(iso, fileOf(minimalPdf('Second'), 'second.pdf'));
  const after = (await certificateFile(iso))!;
  expect(fs.readFileSync(bed.data.uploads(after.key)).equals(minimalPdf('Second'))).toBe(true);
  expect(fs.existsSync(bed.data.uploads(before.key))).toBe(false);
  expect(await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, before.id))).toEqual([]);
});

it('takes only a PDF of at most 10 MB, changing nothing otherwise', async () => {
  const kept = (await certificateFile(iso))!;
  await expectFieldErrors(await put(iso, fileOf(Buffer.from('GIF89a, really'), 'certificate.pdf')), {
    file: 'This file is not a PDF. Please choose a PDF document.',
  });
  const large = await put(iso, fileOf(pdfOfSize(11 * 1024 * 1024), 'scan.pdf'));
  expect(large.status).toBe(413);
  expect((await large.json()).fields).toEqual({ file: 'The PDF must be 10 MB or smaller.' });
  const missing = await put(iso, undefined);
  expect((await missing.json()).fields).toEqual({ file: 'Please choose a PDF file.' });
  expect((await certificateFile(iso))?.key).toBe(kept.key);
  expect(expiredOutsideNext).toEqual([]);
});

it('is only for certifications, and a 404 for one that does not exist', async () => {
  expect((await put(1, fileOf(minimalPdf(), 'x.pdf'), 'applications')).status).toBe(404);
  const before = await bed.testDb.db.$count(uploadedFiles);
  expect((await put(999_999, fileOf(minimalPdf(), 'x.pdf'))).status).toBe(404);
  expect(await bed.testDb.db.$count(uploadedFiles)).toBe(before);
});

it('removes a certificate with its file; the download then says it is not available', async () => {
  const file = (await certificateFile(iso))!;
  const response = await takeOff(iso);
  expect(response.status).toBe(200);
  expect((await response.json()).certificate).toBeNull();
  expect(expiredOutsideNext).toEqual(['product-lists']);
  expect(fs.existsSync(bed.data.uploads(file.key))).toBe(false);
  expect((await download(iso)).status).toBe(404);
  expect((await getProductLists('en')).certifications.some((c) => c.hasCertificate)).toBe(false);
});

it('lets the certificate go with its certification', async () => {
  const created = await call(
    CREATE,
    bed.staff.request('POST', '/api/v1/admin/product-lists/certifications', { json: { name: 'BRCGS' } }),
    { kind: 'certifications' },
  );
  const option: ProductTagDto = await created.json();
  await put(option.id, fileOf(minimalPdf('BRCGS'), 'brcgs.pdf'));
  const file = (await certificateFile(option.id))!;
  const deleted = await call(
    DELETE_OPTION,
    bed.staff.request('DELETE', `/api/v1/admin/product-lists/certifications/${option.id}`),
    { kind: 'certifications', id: option.id },
  );
  expect(deleted.status).toBe(200);
  expect(fs.existsSync(bed.data.uploads(file.key))).toBe(false);
  expect(await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id))).toEqual([]);
});
