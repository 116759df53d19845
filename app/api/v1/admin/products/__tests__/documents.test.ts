/**
 * @jest-environment node
 *
 * A product's documents through the admin's routes, on a real seeded database and a throw-away
 * upload folder: adding one (a PDF by its bytes, at most 10 MB), editing and replacing it, deleting
 * it, staff's download, who may, what the product page's reader then shows, and what happens to
 * the documents of a product that is deleted, restored from the Trash, or gone for good.
 */
import fs from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { adminTestBed, call, imageFile, signIn, expectFieldErrors } from '@/test/admin';
import { fileOf, minimalPdf, pdfOfSize } from '@/test/documents';
import { expiredOutsideNext } from '@/lib/data/cache';
import { getProductDocuments } from '@/features/documents/data';
import {
  auditEvents,
  documentDownloadCounts,
  documentDownloads,
  enquiries,
  productDocuments,
  uploadedFiles,
} from '@/lib/db/schema';
import { runHousekeeping } from '@/lib/data/housekeeping';
import { storageFor } from '@/lib/storage/configured';
import type { ProductDocumentDto } from '@/features/documents/dto';
import type { Role } from '@/lib/auth/permissions';
import { DOCUMENT_MAX_BYTES } from '@/features/documents/validation';
import { GET as PUBLIC_DOWNLOAD } from '@/app/api/v1/documents/[id]/route';
import { GET as ENQUIRIES } from '@/app/api/v1/admin/enquiries/route';
import { POST as TRASH_RESTORE } from '@/app/api/v1/admin/trash/[kind]/[id]/restore/route';
import { DELETE as DELETE_PRODUCT } from '../[id]/route';
import { GET as LIST, POST } from '../[id]/documents/route';
import { DELETE, PATCH } from '../[id]/documents/[documentId]/route';
import { GET as FILE } from '../[id]/documents/[documentId]/file/route';

const bed = adminTestBed();

/** Product 2 has no demo documents: each test's own are the only ones. */
const PRODUCT = 2;
const url = (productId: number, id?: number) =>
  `/api/v1/admin/products/${productId}/documents${id === undefined ? '' : `/${id}`}`;

type Form = Record<string, string | File | undefined>;
const sheet = (overrides: Form = {}): Form => ({
  type: 'tds',
  language: 'en',
  revisionDate: '2026-02-01',
  access: 'public',
  file: fileOf(minimalPdf('Technical data sheet'), 'TDS Lagerstroemia.pdf'),
  ...overrides,
});

const add = (form: Form, as = bed.staff, productId = PRODUCT) =>
  call(POST, as.request('POST', url(productId), { form }), { id: productId });
const edit = (id: number, form: Form, productId = PRODUCT) =>
  call(PATCH, bed.staff.request('PATCH', url(productId, id), { form }), { id: productId, documentId: id });
const remove = (id: number, productId = PRODUCT) =>
  call(DELETE, bed.staff.request('DELETE', url(productId, id)), { id: productId, documentId: id });

async function added(form: Form = {}): Promise<ProductDocumentDto> {
  const response = await add(sheet(form));
  expect(response.status).toBe(201);
  return response.json();
}

/** The stored file of a document: its record, and where its bytes are. */
async function fileOfDocument(id: number) {
  const [row] = await bed.testDb.db
    .select({ file: uploadedFiles })
    .from(productDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productDocuments.fileId))
    .where(eq(productDocuments.id, id));
  return row.file;
}

const documentCount = async () => bed.testDb.db.$count(productDocuments);
const fileCount = async () => bed.testDb.db.$count(uploadedFiles);

const staffWithRole = (role: Role) => signIn(bed.testDb.db, `${role}-docs@kinglife.test`, role);

describe('adding a document', () => {
  it('stores the PDF privately, lists it, and the product page shows it at once', async () => {
    const document = await added();
    expect(document).toMatchObject({
      productId: PRODUCT,
      type: 'tds',
      language: 'en',
      revisionDate: '2026-02-01',
      access: 'public',
      file: { name: 'TDS Lagerstroemia.pdf', size: minimalPdf('Technical data sheet').byteLength },
    });
    const file = await fileOfDocument(document.id);
    expect(file).toMatchObject({ mimeType: 'application/pdf', isPublic: false });
    expect(file.key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(bed.data.uploads(file.key)).equals(minimalPdf('Technical data sheet'))).toBe(true);
    // The product's page is expired (and purged at the CDN): its next request shows the document.
    expect(expiredOutsideNext).toEqual([`product:${PRODUCT}`]);
    expect(await getProductDocuments(PRODUCT)).toEqual([
      {
        id: document.id,
        type: 'tds',
        language: 'en',
        version: '1',
        revisionDate: '2026-02-01',
        validUntil: null,
        access: 'public',
        size: file.size,
      },
    ]);

    const list = await call(LIST, bed.staff.request('GET', url(PRODUCT)), { id: PRODUCT });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(await list.json()).toEqual([document]);
    await remove(document.id);
  });

  it('is recorded in the audit trail with who added it', async () => {
    const document = await added({ type: 'sds', access: 'request' });
    const [event] = await bed.testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'product_documents'), eq(auditEvents.entityId, String(document.id))))
      .orderBy(desc(auditEvents.id));
    expect(event).toMatchObject({ kind: 'content_insert', actorEmail: bed.staff.user.email });
    expect(event.after).toMatchObject({ type: 'sds', access: 'request', product_id: PRODUCT });
    await remove(document.id);
  });

  it('decides the type by the bytes: a .pdf that is not a PDF is refused and nothing is kept', async () => {
    const [documents, files] = [await documentCount(), await fileCount()];
    const pictures = fileOf(new Uint8Array(await (await imageFile('sheet.png')).arrayBuffer()), 'sheet.pdf');
    const text = fileOf(new TextEncoder().encode('%PDX not really a PDF'), 'sheet.pdf');
    for (const file of [pictures, text]) {
      await expectFieldErrors(await add(sheet({ file })), {
        file: 'This file is not a PDF. Please choose a PDF document.',
      });
    }
    // A real PDF is taken whatever its name and declared type.
    const renamed = await add(sheet({ file: fileOf(minimalPdf(), 'sheet.bin', 'application/octet-stream') }));
    expect(renamed.status).toBe(201);
    await remove((await renamed.json()).id);
    expect([await documentCount(), await fileCount()]).toEqual([documents, files]);
    expect(fs.readdirSync(bed.data.uploads('private'))).toEqual([]);
  });

  it('takes a PDF of 10 MB and refuses a larger one with a clear message, keeping nothing', async () => {
    const largest = await add(sheet({ file: fileOf(pdfOfSize(DOCUMENT_MAX_BYTES), 'large.pdf') }));
    expect(largest.status).toBe(201);
    const kept: ProductDocumentDto = await largest.json();
    expect(kept.file.size).toBe(10 * 1024 * 1024);
    await remove(kept.id);

    const [documents, files] = [await documentCount(), await fileCount()];
    // Just over: the body still fits its cap, the form's rule refuses the file.
    const over = await add(sheet({ file: fileOf(pdfOfSize(DOCUMENT_MAX_BYTES + 1), 'over.pdf') }));
    await expectFieldErrors(over, { file: 'The PDF must be 10 MB or smaller.' });
    // 11 MB: the body is refused while it streams in, with the same words beside the field.
    const eleven = await add(sheet({ file: fileOf(pdfOfSize(11 * 1024 * 1024), 'eleven.pdf') }));
    expect(eleven.status).toBe(413);
    expect(await eleven.json()).toEqual({
      error: 'too_large',
      message: 'The PDF must be 10 MB or smaller.',
      fields: { file: 'The PDF must be 10 MB or smaller.' },
    });
    expect([await documentCount(), await fileCount()]).toEqual([documents, files]);
    expect(expiredOutsideNext).toEqual([`product:${PRODUCT}`, `product:${PRODUCT}`]);
  });

  it('refuses a missing PDF and unknown choices with the message of each field', async () => {
    const response = await add({
      type: 'brochure',
      language: 'jp',
      revisionDate: '2099-01-01',
      access: 'secret',
      file: undefined,
    });
    await expectFieldErrors(response, {
      type: 'Choose what kind of document it is.',
      language: 'Choose the language the document is written in.',
      revisionDate: 'Enter the issue date (today or earlier).',
      access: 'Choose whether buyers download it or ask for it.',
      file: 'Please choose a PDF file.',
    });
    expect((await add(sheet({ revisionDate: '2025-02-30' }))).status).toBe(400);
    expect(expiredOutsideNext).toEqual([]);
  });

  it('is a 404 for a product that does not exist', async () => {
    expect((await add(sheet(), bed.staff, 999_999)).status).toBe(404);
    expect((await call(LIST, bed.staff.request('GET', url(999_999)), { id: 999_999 })).status).toBe(404);
  });

  it('belongs to staff whose role has the products: an editor may, HR and Sales get 403', async () => {
    const editor = await add(sheet(), await staffWithRole('editor'));
    expect(editor.status).toBe(201);
    const [documents, files] = [await documentCount(), await fileCount()];
    for (const role of ['hr', 'sales'] as const) {
      const refused = await add(sheet(), await staffWithRole(role));
      expect(refused.status).toBe(403);
    }
    expect([await documentCount(), await fileCount()]).toEqual([documents, files]);
    await remove((await editor.json()).id);
  });
});

describe('changing a document', () => {
  it('edits its details and keeps its PDF when none is sent', async () => {
    const document = await added();
    const before = await fileOfDocument(document.id);
    expiredOutsideNext.length = 0;
    const response = await edit(document.id, {
      ...sheet({ access: 'request', language: 'ar' }),
      file: undefined,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ access: 'request', language: 'ar', file: document.file });
    expect((await fileOfDocument(document.id)).key).toBe(before.key);
    expect(expiredOutsideNext).toEqual([`product:${PRODUCT}`]);
    await remove(document.id);
  });

  it('replaces its PDF, and the old file goes', async () => {
    const document = await added();
    const before = await fileOfDocument(document.id);
    const replacement = fileOf(minimalPdf('Revision 2'), 'TDS rev 2.pdf');
    const response = await edit(document.id, sheet({ file: replacement, revisionDate: '2026-03-01' }));
    const edited: ProductDocumentDto = await response.json();
    expect(edited).toMatchObject({ revisionDate: '2026-03-01', file: { name: 'TDS rev 2.pdf' } });
    const after = await fileOfDocument(document.id);
    expect(fs.readFileSync(bed.data.uploads(after.key)).equals(minimalPdf('Revision 2'))).toBe(true);
    expect(fs.existsSync(bed.data.uploads(before.key))).toBe(false);
    expect(await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, before.id))).toEqual(
      [],
    );

    // A replacement that is no PDF changes nothing.
    const refused = await edit(document.id, sheet({ file: fileOf(Buffer.from('plain text'), 'x.pdf') }));
    expect(refused.status).toBe(400);
    expect((await fileOfDocument(document.id)).key).toBe(after.key);
    await remove(document.id);
  });

  it('deletes it with its file; a buyer who asked for it stays in the enquiries', async () => {
    const document = await added({ access: 'request' });
    const file = await fileOfDocument(document.id);
    const [request] = await bed.testDb.db
      .insert(enquiries)
      .values({ kind: 'document', name: 'Omar', email: 'omar@example.ae', documentId: document.id })
      .returning();
    expiredOutsideNext.length = 0;
    expect((await remove(document.id)).status).toBe(200);
    expect(expiredOutsideNext).toEqual([`product:${PRODUCT}`]);
    expect(fs.existsSync(bed.data.uploads(file.key))).toBe(false);
    expect(await bed.testDb.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id))).toEqual([]);
    const [kept] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, request.id));
    expect(kept).toMatchObject({ name: 'Omar', documentId: null });
    expect((await remove(document.id)).status).toBe(404);
  });

  it('is a 404 through another product', async () => {
    const document = await added();
    expect((await edit(document.id, sheet(), 3)).status).toBe(404);
    expect((await remove(document.id, 3)).status).toBe(404);
    expect(await getProductDocuments(PRODUCT)).toHaveLength(1);
    await remove(document.id);
  });
});

it('names the document a buyer asked for, and its product, on the Enquiries list', async () => {
  const document = await added({ access: 'request', type: 'sds', language: 'fr' });
  await bed.testDb.db
    .insert(enquiries)
    .values({ kind: 'document', name: 'Inès', email: 'ines@example.fr', documentId: document.id });
  const response = await call(ENQUIRIES, bed.staff.request('GET', '/api/v1/admin/enquiries?q=ines'));
  const { items } = await response.json();
  expect(items).toHaveLength(1);
  expect(items[0].document).toEqual({
    id: document.id,
    type: 'sds',
    language: 'fr',
    lot: null,
    productId: PRODUCT,
    productName: 'Lagerstroemia Speciosa',
  });
  await remove(document.id);
  const after = await call(ENQUIRIES, bed.staff.request('GET', '/api/v1/admin/enquiries?q=ines'));
  expect((await after.json()).items[0].document).toBeNull();
});

it('gives staff the PDF of any document, public or sent on request', async () => {
  const document = await added({ access: 'request', type: 'sds' });
  const response = await call(FILE, bed.staff.request('GET', `${url(PRODUCT, document.id)}/file`), {
    id: PRODUCT,
    documentId: document.id,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="Lagerstroemia Speciosa - SDS (EN) 2026-02-01.pdf"',
  );
  expect(Buffer.from(await response.arrayBuffer()).equals(minimalPdf('Technical data sheet'))).toBe(true);
  await remove(document.id);
});

describe('a deleted product', () => {
  const download = (id: number) =>
    PUBLIC_DOWNLOAD(new Request(`http://kinglife.test/api/v1/documents/${id}`), {
      params: Promise.resolve({ id: String(id) }),
    });

  it('keeps its documents in the Trash, gets them back on restore, and loses them once gone for good', async () => {
    const product = 4;
    const response = await add(sheet(), bed.staff, product);
    const document: ProductDocumentDto = await response.json();
    const file = await fileOfDocument(document.id);
    expect((await download(document.id)).status).toBe(200);

    await call(DELETE_PRODUCT, bed.staff.request('DELETE', `/api/v1/admin/products/${product}`), {
      id: product,
    });
    // While the product is in the Trash its document is not given out, but kept.
    expect((await download(document.id)).status).toBe(404);
    const storage = storageFor(bed.data.dir);
    expect((await runHousekeeping(bed.testDb.db, new Date(), storage)).documents).toBe(0);
    expect(fs.existsSync(bed.data.uploads(file.key))).toBe(true);

    const restored = await call(
      TRASH_RESTORE,
      bed.staff.request('POST', `/api/v1/admin/trash/products/${product}/restore`),
      { kind: 'products', id: product },
    );
    expect(restored.status).toBe(200);
    expect((await download(document.id)).status).toBe(200);
    expect(await getProductDocuments(product)).toHaveLength(1);

    // Deleted again and left in the Trash past its 30 days: the clean-up removes it with its file
    // and its downloads, the attributed rows and the anonymous days' counts alike.
    await bed.testDb.db.insert(documentDownloads).values({ documentId: document.id, buyerEmail: 'b@x.io' });
    await bed.testDb.db
      .insert(documentDownloadCounts)
      .values({ documentId: document.id, day: '2026-03-01', downloads: 7, lastAt: new Date() });
    await call(DELETE_PRODUCT, bed.staff.request('DELETE', `/api/v1/admin/products/${product}`), {
      id: product,
    });
    const later = await runHousekeeping(bed.testDb.db, new Date(Date.now() + 31 * 86_400_000), storage);
    expect(later.documents).toBe(1);
    expect(
      await bed.testDb.db.select().from(productDocuments).where(eq(productDocuments.id, document.id)),
    ).toEqual([]);
    expect(fs.existsSync(bed.data.uploads(file.key))).toBe(false);
    expect(await bed.testDb.db.$count(documentDownloads, eq(documentDownloads.documentId, document.id))).toBe(
      0,
    );
    expect(
      await bed.testDb.db.$count(documentDownloadCounts, eq(documentDownloadCounts.documentId, document.id)),
    ).toBe(0);
  });
});
