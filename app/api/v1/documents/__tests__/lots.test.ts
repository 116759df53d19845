/**
 * @jest-environment node
 *
 * The lot lookup and who downloaded what, as buyers meet them: a lot's public CoA answered with
 * its download, one sent on request with an offer to ask, an unknown lot said plainly (in both
 * languages), lots typed in any case and with spaces, the form's schema and the address limit; an
 * expired certificate not offered (page, link, request); and downloads of documents sent on request
 * and lots' CoAs recorded with the request their signed link came from, or the signed-in buyer,
 * while those attributed to no one are only counted, one row a document a day, and the Dashboard's
 * "downloaded most" adds both.
 */
import { eq } from 'drizzle-orm';
import { call, expectFieldErrors, signIn } from '@/test/admin';
import { GET as ENQUIRIES } from '@/app/api/v1/admin/enquiries/route';
import { GET as DOWNLOADED } from '@/app/api/v1/admin/documents/downloads/route';
import type { DownloadedDocumentDto } from '@/features/documents/dto';
import { minimalPdf } from '@/test/documents';
import { publicFormBed, publicPost } from '@/test/publicForm';
import { plainTextOf } from '@/test/smtp';
import { createDocument } from '@/features/documents/data';
import {
  buyerSessions,
  documentDownloadCounts,
  documentDownloads,
  enquiries,
  products,
} from '@/lib/db/schema';
import { sha256 } from '@/lib/auth/tokens';
import { buyerCookieName } from '@/lib/auth/cookies';
import { documentLinkPath } from '@/features/documents/links';
import type { LotLookupAnswer } from '@/features/documents/dto';
import type { DocumentInput } from '@/features/documents/validation';
import { GET } from '../[id]/route';
import { POST as ASK } from '../[id]/request/route';
import { POST as LOOKUP } from '../lots/route';

const bed = publicFormBed();
/** Products 2 and 6 have no demo documents. */
const [PRODUCT, OTHER] = [2, 6];
const ids = {
  publicLot: 0,
  requestLot: 0,
  otherProductLot: 0,
  halalExpired: 0,
  sdsOnRequest: 0,
  busyLot: 0,
};

beforeAll(async () => {
  const add = async (productId: number, values: Omit<DocumentInput, 'file'>) => {
    const file = new File([new Uint8Array(minimalPdf(values.type))], 'doc.pdf', { type: 'application/pdf' });
    return (await createDocument(productId, { ...values, file } as never))!.id;
  };
  const coa = { type: 'coa', language: 'en', revisionDate: '2026-01-05' } as const;
  ids.publicLot = await add(PRODUCT, { ...coa, lot: 'KL-2411-07', access: 'public' });
  ids.requestLot = await add(PRODUCT, { ...coa, lot: 'KL-2411-09', access: 'request' });
  ids.otherProductLot = await add(OTHER, { ...coa, lot: 'KL-2411-07', access: 'public' });
  ids.busyLot = await add(OTHER, { ...coa, lot: 'KL-2502-01', access: 'public' });
  ids.halalExpired = await add(PRODUCT, {
    type: 'halal',
    language: 'en',
    revisionDate: '2024-01-01',
    validUntil: '2025-12-31',
    access: 'request',
  });
  ids.sdsOnRequest = await add(PRODUCT, {
    type: 'sds',
    language: 'en',
    revisionDate: '2026-01-05',
    access: 'request',
  });
});

const lookup = (body: unknown, headers: Record<string, string> = {}) =>
  LOOKUP(publicPost('/api/v1/documents/lots', body, headers), { params: Promise.resolve({}) });

async function answerOf(body: unknown, headers: Record<string, string> = {}): Promise<LotLookupAnswer> {
  const response = await lookup(body, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json();
}

function download(pathAndQuery: string, headers: Record<string, string> = {}) {
  const url = new URL(pathAndQuery, 'http://kinglife.test');
  const id = url.pathname.split('/').at(-1)!;
  return GET(new Request(url, { headers }), { params: Promise.resolve({ id }) });
}

const downloadsOf = (documentId: number) =>
  bed.testDb.db.select().from(documentDownloads).where(eq(documentDownloads.documentId, documentId));
/** The days' counts of downloads attributed to no one. */
const countsOf = (documentId: number) =>
  bed.testDb.db
    .select()
    .from(documentDownloadCounts)
    .where(eq(documentDownloadCounts.documentId, documentId));
const counted = async (documentId: number) =>
  (await countsOf(documentId)).reduce((sum, row) => sum + row.downloads, 0);

describe('the lot lookup', () => {
  it('answers a public CoA with what the page links to, in any case and with spaces around', async () => {
    for (const lot of ['KL-2411-07', ' kl-2411-07 ', 'Kl-2411-07']) {
      const answer = await answerOf({ lot, productId: PRODUCT });
      expect(answer).toEqual({
        lot: 'KL-2411-07',
        matches: [
          {
            documentId: ids.publicLot,
            productId: PRODUCT,
            productName: 'Lagerstroemia Speciosa',
            language: 'en',
            access: 'public',
            lot: 'KL-2411-07',
            version: '1',
            revisionDate: '2026-01-05',
          },
        ],
      });
    }
    // The link the page makes downloads it.
    const response = await download(`/api/v1/documents/${ids.publicLot}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Lagerstroemia Speciosa - COA KL-2411-07 (EN) 2026-01-05.pdf"',
    );
    // Each download is recorded: no shared cache answers in our place.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('without a product, looks across every published product', async () => {
    const answer = await answerOf({ lot: 'kl-2411-07' });
    // Product 1's is the demo data's (lib/db/seedDocuments.ts).
    expect(answer.matches.map((m) => [m.productId, m.documentId])).toEqual([
      [1, expect.any(Number)],
      [PRODUCT, ids.publicLot],
      [OTHER, ids.otherProductLot],
    ]);
    await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, OTHER));
    try {
      expect((await answerOf({ lot: 'KL-2411-07' })).matches.map((m) => m.productId)).toEqual([1, PRODUCT]);
    } finally {
      await bed.testDb.db.update(products).set({ published: true }).where(eq(products.id, OTHER));
    }
  });

  it('offers to ask for a CoA sent on request; the request flow then mails its link', async () => {
    const answer = await answerOf({ lot: 'KL-2411-09', productId: PRODUCT });
    expect(answer.matches).toMatchObject([{ documentId: ids.requestLot, access: 'request' }]);
    // Not downloaded without the link.
    expect((await download(`/api/v1/documents/${ids.requestLot}`)).status).toBe(403);
  });

  it('answers an unknown lot with no match, naming the lot (the page says so in the buyer’s language)', async () => {
    expect(await answerOf({ lot: 'kl-0000-00', productId: PRODUCT })).toEqual({
      lot: 'KL-0000-00',
      matches: [],
    });
    // Another product's lot is unknown on this product's page.
    expect((await answerOf({ lot: 'KL-2411-07', productId: 5 })).matches).toEqual([]);
  });

  it('checks the lot with the form’s schema, in the buyer’s language', async () => {
    await expectFieldErrors(await lookup({ lot: '  ' }), {
      lot: 'Please enter the lot number printed on your drum',
    });
    await expectFieldErrors(await lookup({ lot: 'KL 24/11' }, { 'accept-language': 'ar' }), {
      lot: 'يتكوّن رقم التشغيلة من حروف وأرقام وشرطات، مثل KL-2411-07',
    });
    expect((await lookup({ lot: 'KL-1', productId: 'x' })).status).toBe(400);
    expect((await lookup('x'.repeat(4096))).status).toBe(413);
  });

  it('is refused from another site, and after 20 lookups from one address in 10 minutes', async () => {
    expect((await lookup({ lot: 'KL-1' }, { origin: 'https://evil.example' })).status).toBe(403);
    for (let i = 1; i <= 20; i++) expect((await lookup({ lot: `KL-${i}` })).status).toBe(200);
    const over = await lookup({ lot: 'KL-21' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // Another address is not held back.
    expect((await lookup({ lot: 'KL-21' }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
  });
});

describe('an expired certificate', () => {
  it('is not offered: its link and the request flow say it is not available', async () => {
    const { path } = documentLinkPath(ids.halalExpired, 'en');
    const response = await download(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This document is not available');
    const asked = await ASK(
      publicPost(`/api/v1/documents/${ids.halalExpired}/request`, {
        name: 'Omar',
        company: 'Levant Foods',
        email: 'omar@levant.example',
      }),
      { params: Promise.resolve({ id: String(ids.halalExpired) }) },
    );
    expect(asked.status).toBe(404);
    expect(
      await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, 'omar@levant.example')),
    ).toEqual([]);
  });
});

describe('who downloaded what', () => {
  it('records a signed link’s download with the document request it was mailed for', async () => {
    const asked = await ASK(
      publicPost(`/api/v1/documents/${ids.sdsOnRequest}/request`, {
        name: 'Layla Haddad',
        company: 'Gulf Flavours FZE',
        email: 'layla@gulfflavours.ae',
      }),
      { params: Promise.resolve({ id: String(ids.sdsOnRequest) }) },
    );
    expect(asked.status).toBe(201);
    const [enquiry] = await bed.testDb.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, 'layla@gulfflavours.ae'));
    const mail = bed.smtp.received.filter((m) => m.to.includes('layla@gulfflavours.ae')).at(-1)!;
    const url = /https?:\/\/\S+\/api\/v1\/documents\/\d+\?\S+/.exec(plainTextOf(mail.raw))![0];
    expect(new URL(url).searchParams.get('request')).toBe(String(enquiry.id));

    expect((await download(url.replace(/^https?:\/\/[^/]+/, ''))).status).toBe(200);
    expect(await downloadsOf(ids.sdsOnRequest)).toMatchObject([{ enquiryId: enquiry.id, buyerEmail: null }]);

    // Another request's id in the link breaks its signature.
    const changed = url.replace(`request=${enquiry.id}`, `request=${enquiry.id + 1}`);
    expect((await download(changed.replace(/^https?:\/\/[^/]+/, ''))).status).toBe(403);
    // A link signed before links named their request keeps working, without attribution: counted.
    const old = documentLinkPath(ids.sdsOnRequest, 'en');
    expect(await counted(ids.sdsOnRequest)).toBe(0);
    expect((await download(old.path)).status).toBe(200);
    expect((await downloadsOf(ids.sdsOnRequest)).map((d) => d.enquiryId)).toEqual([enquiry.id]);
    expect(await counted(ids.sdsOnRequest)).toBe(1);

    // Sales see the request's downloads on its card in Enquiry.
    const sales = await signIn(bed.testDb.db, 'sales-lots@kinglife.test', 'sales');
    const listed = await call(ENQUIRIES, sales.request('GET', '/api/v1/admin/enquiries?q=gulfflavours'));
    const [card] = (await listed.json()).items;
    expect(card.downloads).toEqual([
      { at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/), buyerEmail: null },
    ]);
    const [stored] = await downloadsOf(ids.sdsOnRequest);
    expect(new Date(card.downloads[0].at).getTime()).toBe(stored.at.getTime());
  });

  it('records a signed-in buyer’s download of a lot’s CoA with their e-mail, an anonymous one with no one', async () => {
    const token = 'buyer-token-for-the-lots-test';
    await bed.testDb.db.insert(buyerSessions).values({
      id: sha256(token),
      email: 'buyer@drums.example',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const cookie = { cookie: `${buyerCookieName()}=${token}` };
    expect((await download(`/api/v1/documents/${ids.publicLot}`, cookie)).status).toBe(200);
    expect((await downloadsOf(ids.publicLot)).at(-1)).toMatchObject({
      buyerEmail: 'buyer@drums.example',
      enquiryId: null,
    });
    // Anonymous: counted, attributed to no one, with no row of its own.
    const rows = (await downloadsOf(ids.publicLot)).length;
    const before = await counted(ids.publicLot);
    expect((await download(`/api/v1/documents/${ids.publicLot}`)).status).toBe(200);
    expect(await downloadsOf(ids.publicLot)).toHaveLength(rows);
    expect(await counted(ids.publicLot)).toBe(before + 1);
  });

  it('counts 50 anonymous downloads in one row of the day, and the Dashboard adds them to the attributed ones', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await download(`/api/v1/documents/${ids.busyLot}?lang=en`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await downloadsOf(ids.busyLot)).toEqual([]);
    expect(await countsOf(ids.busyLot)).toEqual([
      {
        documentId: ids.busyLot,
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        downloads: 50,
        lastAt: expect.any(Date),
      },
    ]);

    // A signed-in buyer's download still has its row.
    const token = 'buyer-token-for-the-busy-lot';
    await bed.testDb.db.insert(buyerSessions).values({
      id: sha256(token),
      email: 'busy@drums.example',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const cookie = { cookie: `${buyerCookieName()}=${token}` };
    expect((await download(`/api/v1/documents/${ids.busyLot}`, cookie)).status).toBe(200);
    const [row] = await downloadsOf(ids.busyLot);
    expect(row).toMatchObject({ buyerEmail: 'busy@drums.example', enquiryId: null });
    expect(await counted(ids.busyLot)).toBe(50);

    // The Dashboard's "downloaded most": 51 downloads, as 51 rows counted before, the latest the buyer's.
    const sales = await signIn(bed.testDb.db, 'sales-busy-lot@kinglife.test', 'sales');
    const answer = await call(DOWNLOADED, sales.request('GET', '/api/v1/admin/documents/downloads'));
    expect(answer.status).toBe(200);
    const listed: DownloadedDocumentDto[] = await answer.json();
    const busy = listed.find((d) => d.id === ids.busyLot)!;
    expect(busy).toMatchObject({ lot: 'KL-2502-01', downloads: 51 });
    expect(new Date(busy.lastAt).getTime()).toBe(row.at.getTime());
    // The others count both kinds too: the request's SDS its row and the old link's count.
    expect(listed.find((d) => d.id === ids.sdsOnRequest)).toMatchObject({ downloads: 2 });
    const lot = listed.find((d) => d.id === ids.publicLot)!;
    expect(lot.downloads).toBe((await downloadsOf(ids.publicLot)).length + (await counted(ids.publicLot)));
  });
});
