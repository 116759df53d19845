/**
 * @jest-environment node
 *
 * Documents by kind, version and lot through the admin's routes on a real seeded database: the
 * kinds, a new version superseding the current one (buyers get the new one, the old stays as
 * history with who replaced it), the valid-until rules of certificates, a CoA's lot, deleting a
 * current version, the download count, and who may (the permission map: Owners and Editors).
 */
import { and, eq } from 'drizzle-orm';
import { adminTestBed, call, expectFieldErrors, signIn } from '@/test/admin';
import { fileOf, minimalPdf } from '@/test/documents';
import { findDocument, getProductDocuments } from '@/features/documents/data';
import { auditEvents, documentDownloadCounts, documentDownloads, productDocuments } from '@/lib/db/schema';
import type { ProductDocumentDto } from '@/features/documents/dto';
import type { Role } from '@/lib/auth/permissions';
import { GET as LIST, POST } from '../[id]/documents/route';
import { GET as DOWNLOADED } from '@/app/api/v1/admin/documents/downloads/route';
import type { DownloadedDocumentDto } from '@/features/documents/dto';
import { DELETE, PATCH } from '../[id]/documents/[documentId]/route';

const bed = adminTestBed();
/** Product 3 has no demo documents. */
const PRODUCT = 3;
const url = (id?: number) => `/api/v1/admin/products/${PRODUCT}/documents${id === undefined ? '' : `/${id}`}`;

type Form = Record<string, string | File | undefined>;
const form = (overrides: Form = {}): Form => ({
  type: 'tds',
  language: 'en',
  version: '1',
  revisionDate: '2026-01-10',
  access: 'public',
  file: fileOf(minimalPdf(String(overrides.version ?? '1')), 'doc.pdf'),
  ...overrides,
});

const add = (overrides: Form = {}, as = bed.staff) =>
  call(POST, as.request('POST', url(), { form: form(overrides) }), { id: PRODUCT });
const edit = (id: number, overrides: Form = {}) =>
  call(PATCH, bed.staff.request('PATCH', url(id), { form: form({ file: undefined, ...overrides }) }), {
    id: PRODUCT,
    documentId: id,
  });
const remove = (id: number) =>
  call(DELETE, bed.staff.request('DELETE', url(id)), { id: PRODUCT, documentId: id });
const list = async (): Promise<ProductDocumentDto[]> =>
  (await call(LIST, bed.staff.request('GET', url()), { id: PRODUCT })).json();

async function added(overrides: Form = {}): Promise<ProductDocumentDto> {
  const response = await add(overrides);
  expect(response.status).toBe(201);
  return response.json();
}

afterEach(async () => {
  // Each test starts with no documents on the product.
  await bed.testDb.db.delete(productDocuments).where(eq(productDocuments.productId, PRODUCT));
});

describe('kinds and versions', () => {
  it('takes every kind, with its version; a blank version is 1', async () => {
    for (const type of ['tds', 'sds', 'coa', 'other']) await added({ type, version: '' });
    const halal = await added({ type: 'halal', version: '2024-A', validUntil: '2027-06-30' });
    expect(halal).toMatchObject({ type: 'halal', version: '2024-A', validUntil: '2027-06-30', lot: null });
    const kinds = (await list()).map((d) => [d.type, d.version]);
    expect(kinds).toEqual([
      ['tds', '1'],
      ['sds', '1'],
      ['coa', '1'],
      ['halal', '2024-A'],
      ['other', '1'],
    ]);
  });

  it('refuses a kind that is no longer one (specification, certificate)', async () => {
    for (const type of ['specification', 'certificate']) {
      await expectFieldErrors(await add({ type }), { type: 'Choose what kind of document it is.' });
    }
  });

  it('a new version of the same kind and language supersedes the current one: buyers get the new one, the old is history', async () => {
    const first = await added({ version: '1', revisionDate: '2025-01-01' });
    const french = await added({ version: '1', language: 'fr' });
    const second = await added({ version: '2', revisionDate: '2026-01-01' });

    const all = await list();
    expect(all.map((d) => [d.id, d.version, d.supersededBy])).toEqual([
      [second.id, '2', null],
      [french.id, '1', null],
      [first.id, '1', second.id],
    ]);
    expect(all[2].supersededAt).not.toBeNull();

    // The product page lists the current versions only.
    expect((await getProductDocuments(PRODUCT)).map((d) => d.id)).toEqual([second.id, french.id]);
    // A link to the old version gives the current one.
    expect((await findDocument(first.id))?.document.id).toBe(second.id);

    // The history records who replaced it (the audit trigger on product_documents).
    const events = await bed.testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'product_documents'), eq(auditEvents.entityId, String(first.id))));
    expect(events.at(-1)).toMatchObject({ kind: 'content_update', actorEmail: bed.staff.user.email });
    expect(events.at(-1)!.after).toMatchObject({ superseded_by: second.id });

    // An older version is not edited (409); the current one is.
    const refused = await edit(first.id, { version: '1b' });
    expect(refused.status).toBe(409);
    expect((await edit(second.id, { version: '2.1' })).status).toBe(200);
  });

  it('two versions added at the same moment: both kept, the later one current', async () => {
    const [a, b] = await Promise.all([add({ version: '3' }), add({ version: '4' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const all = await list();
    expect(all.filter((d) => d.supersededBy === null)).toHaveLength(1);
    expect(all).toHaveLength(2);
  });

  it('deleting the current version makes the one it replaced current again', async () => {
    const first = await added({ version: '1' });
    const second = await added({ version: '2' });
    expect((await remove(second.id)).status).toBe(200);
    const [only] = await list();
    expect(only).toMatchObject({ id: first.id, supersededAt: null, supersededBy: null });
    expect((await getProductDocuments(PRODUCT)).map((d) => d.id)).toEqual([first.id]);
  });
});

describe('certificates are valid until a day', () => {
  it('needs the valid-until day for a certificate kind, not before its issue date', async () => {
    for (const type of ['ifra', 'allergen', 'halal', 'kosher', 'organic', 'iso']) {
      await expectFieldErrors(await add({ type }), {
        validUntil: 'A certificate needs the day it is valid until, on or after its issue date.',
      });
    }
    await expectFieldErrors(
      await add({ type: 'iso', revisionDate: '2026-01-10', validUntil: '2026-01-09' }),
      {
        validUntil: 'A certificate needs the day it is valid until, on or after its issue date.',
      },
    );
    await expectFieldErrors(await add({ type: 'iso', validUntil: '2026-02-30' }), {
      validUntil: 'A certificate needs the day it is valid until, on or after its issue date.',
    });
    expect((await add({ type: 'iso', revisionDate: '2026-01-10', validUntil: '2026-01-10' })).status).toBe(
      201,
    );
  });

  it('keeps no valid-until day on a kind that is not a certificate', async () => {
    expect(await added({ type: 'tds', validUntil: '2030-01-01' })).toMatchObject({ validUntil: null });
  });

  it('does not give buyers an expired certificate, and says so to staff', async () => {
    const expired = await added({ type: 'kosher', revisionDate: '2024-01-01', validUntil: '2025-01-01' });
    const valid = await added({ type: 'organic', revisionDate: '2024-01-01', validUntil: '2099-01-01' });
    expect(expired.expired).toBe(true);
    expect(valid.expired).toBe(false);
    expect((await getProductDocuments(PRODUCT)).map((d) => d.id)).toEqual([valid.id]);
    expect(await findDocument(expired.id)).toBeNull();
    expect((await findDocument(valid.id))?.document.id).toBe(valid.id);
  });
});

describe('a certificate of analysis by lot', () => {
  it('keeps the lot upper-cased and trimmed, one current CoA per lot, and only on a CoA', async () => {
    const a = await added({ type: 'coa', lot: ' kl-2411-07 ' });
    expect(a.lot).toBe('KL-2411-07');
    const b = await added({ type: 'coa', lot: 'KL-2411-08' });
    const again = await added({ type: 'coa', lot: 'KL-2411-07', version: '2' });
    const current = (await list()).filter((d) => !d.supersededAt).map((d) => d.id);
    expect(current.sort()).toEqual([b.id, again.id].sort());
    expect(await added({ type: 'tds', lot: 'KL-1' })).toMatchObject({ lot: null });
    // Lot CoAs are found by their lot, not listed on the product page.
    expect(await getProductDocuments(PRODUCT)).toHaveLength(1);
  });

  it('refuses a lot that is not letters, digits and dashes', async () => {
    for (const lot of ['KL 2411', 'KL--1', '-KL', 'KL/07', 'x'.repeat(41)]) {
      await expectFieldErrors(await add({ type: 'coa', lot }), {
        lot: 'A lot number has letters, digits and dashes (at most 40), like KL-2411-07.',
      });
    }
  });
});

it('counts each document’s recorded downloads in the list, attributed (rows) and anonymous (by the day)', async () => {
  const document = await added({ type: 'sds', access: 'request' });
  await bed.testDb.db.insert(documentDownloads).values([
    { documentId: document.id, buyerEmail: 'a@example.com' },
    { documentId: document.id, buyerEmail: null },
  ]);
  await bed.testDb.db.insert(documentDownloadCounts).values([
    { documentId: document.id, day: '2026-03-01', downloads: 3, lastAt: new Date('2026-03-01T10:00:00Z') },
    { documentId: document.id, day: '2026-03-02', downloads: 4, lastAt: new Date('2026-03-02T10:00:00Z') },
  ]);
  expect((await list())[0]).toMatchObject({ id: document.id, downloads: 9 });

  // Sales, who do not open the product dialog, see the counts on the Dashboard; Editors there do not.
  const path = '/api/v1/admin/documents/downloads';
  const sales = await signIn(bed.testDb.db, 'sales-downloads@kinglife.test', 'sales');
  const answer = await call(DOWNLOADED, sales.request('GET', path));
  expect(answer.status).toBe(200);
  const listed: DownloadedDocumentDto[] = await answer.json();
  expect(listed).toEqual([
    {
      id: document.id,
      productId: PRODUCT,
      productName: expect.any(String),
      type: 'sds',
      language: 'en',
      lot: null,
      version: '1',
      downloads: 9,
      lastAt: expect.stringMatching(/Z$/),
    },
  ]);
  const editor = await signIn(bed.testDb.db, 'editor-downloads@kinglife.test', 'editor');
  expect((await call(DOWNLOADED, editor.request('GET', path))).status).toBe(403);
});

describe('who may', () => {
  const staffWithRole = (role: Role) => signIn(bed.testDb.db, `${role}-versions@kinglife.test`, role);

  it('Owners and Editors manage documents; HR and Sales may not (the permission map’s content area)', async () => {
    for (const role of ['editor', 'owner'] as const) {
      expect((await add({}, await staffWithRole(role))).status).toBe(201);
    }
    for (const role of ['hr', 'sales'] as const) {
      const as = await staffWithRole(role);
      expect((await add({}, as)).status).toBe(403);
      expect((await call(LIST, as.request('GET', url()), { id: PRODUCT })).status).toBe(403);
    }
  });
});
