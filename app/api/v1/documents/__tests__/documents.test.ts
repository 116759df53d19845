/**
 * @jest-environment node
 *
 * What buyers meet: a public document downloaded as a PDF; one sent on request asked for with
 * name, company and e-mail (stored as an enquiry of kind 'document', the link mailed through a
 * real SMTP server in the buyer's language), the mailed link working, a changed link refused, a
 * link older than 7 days refused (time given, not waited for), and the public form's guards.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { expectFieldErrors } from '@/test/admin';
import { minimalPdf } from '@/test/documents';
import { publicFormBed, type Send } from '@/test/publicForm';
import { plainTextOf } from '@/test/smtp';
import { createDocument } from '@/features/documents/data';
import { enquiries, outgoingMail, products } from '@/lib/db/schema';
import { REDACTED } from '@/lib/mail/queue';
import { documentLinkPath } from '@/features/documents/links';
import type { DocumentInput } from '@/features/documents/validation';
import { GET } from '../[id]/route';
import { POST } from '../[id]/request/route';

const bed = publicFormBed();
const documents = { tds: 0, sds: 0 };
/** Product 2 (Lagerstroemia Speciosa) has no demo documents: these two are its only ones. */
const PRODUCT = 2;
const DAY = 86_400_000;

beforeAll(async () => {
  const add = async (values: Omit<DocumentInput, 'file'>, text: string) => {
    const file = new File([new Uint8Array(minimalPdf(text))], `${text}.pdf`, { type: 'application/pdf' });
    return (await createDocument(PRODUCT, { ...values, file }))!.id;
  };
  documents.tds = await add(
    { type: 'tds', language: 'en', revisionDate: '2026-02-01', access: 'public' },
    'Technical data sheet',
  );
  documents.sds = await add(
    { type: 'sds', language: 'en', revisionDate: '2025-12-10', access: 'request' },
    'Safety data sheet',
  );
});
/** GET a document's address (a path with its query) as a browser would. */
function download(pathAndQuery: string, headers: Record<string, string> = {}) {
  const url = new URL(pathAndQuery, 'http://kinglife.test');
  const id = url.pathname.split('/').at(-1)!;
  return GET(new Request(url, { headers }), { params: Promise.resolve({ id }) });
}

function ask(id: number, json: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request(`http://kinglife.test/api/v1/documents/${id}/request`, {
      method: 'POST',
      headers: {
        host: 'kinglife.test',
        origin: 'http://kinglife.test',
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.7',
        ...headers,
      },
      body: JSON.stringify(json),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
}

const buyer = { name: 'Layla Haddad', company: 'Gulf Flavours FZE', email: 'layla@gulfflavours.ae' };

/** The link in the newest mail to `to` (decoded from the message as its reader sees it). */
function linkMailedTo(to: string): { url: string; text: string } {
  const mail = bed.smtp.received.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const text = plainTextOf(mail.raw);
  const url = /https?:\/\/\S+\/api\/v1\/documents\/\d+\?\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in the mail to ${to}`);
  return { url, text };
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('a public document', () => {
  it('downloads as a PDF with its name, for anyone, and browsers ask again each time', async () => {
    const response = await download(`/api/v1/documents/${documents.tds}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Lagerstroemia Speciosa - TDS (EN) 2026-02-01.pdf"',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(Buffer.from(await response.arrayBuffer()).equals(minimalPdf('Technical data sheet'))).toBe(true);
  });

  it('is not given out while its product is unpublished: a page says so instead', async () => {
    await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, PRODUCT));
    try {
      const response = await download(`/api/v1/documents/${documents.tds}?lang=ar`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await response.text();
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(page).toContain('هذا المستند غير متاح');
      expect(page).toContain('href="/ar"');
    } finally {
      await bed.testDb.db.update(products).set({ published: true }).where(eq(products.id, PRODUCT));
    }
  });

  it('answers an unknown or malformed id with the same page, in the browser’s language', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await download(`/api/v1/documents/${id}`, { 'accept-language': 'en-GB,en;q=0.9' });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This document is not available');
    }
  });
});

describe('a document sent on request', () => {
  it('is not downloaded without a link: a page in the buyer’s language sends them to the product page', async () => {
    const response = await download(`/api/v1/documents/${documents.sds}?lang=ar`);
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain('يُرسَل هذا المستند عند الطلب');
    expect(page).toContain(`href="/ar/productPage/ProductDetailedPage/${PRODUCT}"`);
    expect(page).not.toContain('%PDF');
  });

  it('is asked for: stored as a document request, the link mailed in Arabic, and the link downloads it', async () => {
    const response = await ask(documents.sds, buyer, { 'accept-language': 'ar' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });

    const [stored] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, buyer.email));
    expect(stored).toMatchObject({
      kind: 'document',
      name: 'Layla Haddad',
      company: 'Gulf Flavours FZE',
      documentId: documents.sds,
      language: 'ar',
      ip: '198.51.100.7',
      service: '',
      message: '',
      readAt: null,
    });

    const { url, text } = linkMailedTo(buyer.email);
    expect(text).toContain('مرحبًا Layla Haddad،');
    expect(text).toContain('صحيفة بيانات السلامة (الإنجليزية)');
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/documents\/\d+\?expires=\d+&signature=[\w-]+&request=\d+&lang=ar$/,
    );
    // The message holds the link: its stored copy is blanked once sent.
    const [mail] = await bed.testDb.db.select().from(outgoingMail).where(eq(outgoingMail.to, buyer.email));
    expect(mail).toMatchObject({ status: 'sent', text: REDACTED });

    const file = await download(pathOf(url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="Lagerstroemia Speciosa - SDS (EN) 2025-12-10.pdf"',
    );
    // The buyer's own link: no cache in between may keep it.
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(minimalPdf('Safety data sheet'))).toBe(true);
  });

  it('refuses a link whose signature, document or time was changed', async () => {
    await ask(documents.sds, { ...buyer, email: 'changed@example.com' });
    const { url } = linkMailedTo('changed@example.com');
    const link = new URL(url);
    const signature = link.searchParams.get('signature')!;
    const tampered = [
      link.href.replace(signature, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`),
      link.href.replace(`/documents/${documents.sds}?`, `/documents/${documents.tds}?`),
      link.href.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 86_400}`),
      link.href.replace(/&signature=[^&]+/, ''),
    ];
    for (const href of tampered) {
      const response = await download(pathOf(href));
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('This link is not valid');
    }
    expect((await download(pathOf(url))).status).toBe(200);
  });

  it('works for 7 days: a link given 6 days ago opens, one given 7 days and a second ago does not', async () => {
    const recent = documentLinkPath(documents.sds, 'ar', new Date(Date.now() - 6 * DAY));
    expect((await download(recent.path)).status).toBe(200);

    const old = documentLinkPath(documents.sds, 'ar', new Date(Date.now() - 7 * DAY - 1000));
    const response = await download(old.path);
    expect(response.status).toBe(410);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('انتهت صلاحية هذا الرابط');
    expect(page).toContain(`href="/ar/productPage/ProductDetailedPage/${PRODUCT}"`);
    // The mail names the last day the link works.
    expect(old.until).toBe(new Date(Date.now() - 1000).toISOString().slice(0, 10));
  });

  it('refuses a link to a document whose product has been unpublished', async () => {
    const { path } = documentLinkPath(documents.sds, 'en');
    await bed.testDb.db.update(products).set({ published: false }).where(eq(products.id, PRODUCT));
    try {
      expect((await download(path)).status).toBe(404);
      const asked = await ask(documents.sds, { ...buyer, email: 'late@example.com' });
      expect(asked.status).toBe(404);
      expect((await asked.json()).message).toBe(
        'This document is no longer available. Please reload the page.',
      );
    } finally {
      await bed.testDb.db.update(products).set({ published: true }).where(eq(products.id, PRODUCT));
    }
    expect(
      await bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, 'late@example.com')),
    ).toEqual([]);
  });
});

describe('the request form’s guards', () => {
  const storedFor = (email: string) =>
    bed.testDb.db.select().from(enquiries).where(eq(enquiries.email, email));
  const send: Send = (changes, headers) => ask(documents.sds, { ...buyer, ...changes }, headers);

  it('needs name, company and a valid e-mail, and says so in the buyer’s language', async () => {
    const response = await ask(
      documents.sds,
      { name: ' ', company: '', email: 'no-at-sign' },
      { 'accept-language': 'ar' },
    );
    await expectFieldErrors(response, {
      name: 'يُرجى إدخال اسمك',
      company: 'يُرجى إدخال اسم شركتك',
      email: 'يُرجى إدخال بريد إلكتروني صحيح',
    });
    expect(await storedFor('no-at-sign')).toEqual([]);
  });

  it('answers a filled honeypot like a success, keeping and sending nothing', async () => {
    await bed.expectHoneypotDropped(send, storedFor);
  });

  it('is refused from another site, and after 10 requests from one address in 10 minutes', async () => {
    await bed.expectOtherSiteRefused(send, storedFor);
    await bed.expectRateLimited((email) => send({ email }), 10, storedFor);
  });

  it('is a 404 for a document that does not exist', async () => {
    expect((await ask(999_999, buyer)).status).toBe(404);
  });
});

it('keeps the PDFs in the private part of the storage', () => {
  expect(fs.readdirSync(bed.data.uploads('private'))).toHaveLength(2);
  expect(fs.existsSync(bed.data.uploads('public'))).toBe(false);
});
