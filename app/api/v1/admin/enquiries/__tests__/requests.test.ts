/**
 * Quote and sample requests in the Enquiries screen's API: filtered by kind, listed with their
 * lines, moved on with a status and a note (Sales and Owner), exported one CSV row per line.
 */
import { desc, eq } from 'drizzle-orm';
import { adminTestBed, call, signIn } from '@/test/admin';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import {
  auditEvents,
  enquiries,
  outgoingMail,
  productDocuments,
  products,
  requestEvents,
  uploadedFiles,
} from '@/lib/db/schema';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import { GET } from '../route';
import { GET as EXPORT } from '../export/route';
import { PUT as STATUS } from '../[id]/status/route';

const bed = adminTestBed();
const URL = '/api/v1/admin/enquiries';
let quoteId: number;
let quoteReference: string;
let enquiryId: number;

beforeAll(async () => {
  await bed.testDb.db.delete(enquiries);
  const [enquiry] = await bed.testDb.db
    .insert(enquiries)
    .values({ name: 'Li Wei', email: 'li@example.com', service: 'Purchase', message: 'Hello' })
    .returning();
  enquiryId = enquiry.id;
  const stored = await createQuoteRequest(
    quoteRequestSchema.parse({
      kind: 'quote',
      lines: [
        { productId: 3, quantity: 500, unit: 'kg', packaging: '25 kg fibre drum' },
        { productId: 7, quantity: 2, unit: 'MT' },
        { productId: 12, quantity: 180, unit: 'L' },
      ],
      company: '=HYPERLINK("http://evil.example")',
      name: 'Hans Becker',
      email: 'hans@example.com',
      country: 'DE',
      incoterm: 'FOB',
      deliveryMonth: '2099-03',
    }),
    'en',
    { ip: '198.51.100.7', source: null },
  );
  if (!stored.ok) throw new Error('the quote was not stored');
  quoteId = stored.request.id;
  quoteReference = stored.request.reference!;
  await createQuoteRequest(
    quoteRequestSchema.parse({
      kind: 'sample',
      lines: [{ productId: 5, quantity: 250, unit: 'mL' }],
      company: 'Lagoon Naturals',
      name: 'Aisha Bello',
      email: 'aisha@example.com',
      country: 'NG',
      shippingAddress: '12 Marina Road, Lagos',
    }),
    'ar',
    { ip: null, source: null },
  );
});

async function list(query = '') {
  const response = await call(GET, bed.staff.request('GET', `${URL}${query}`));
  expect(response.status).toBe(200);
  return response.json();
}
/** The status form as the screen sends it: multipart (it may carry a PDF). */
const setStatus = (id: number | string, form: Record<string, string | File>, as = bed.staff) =>
  call(STATUS, as.request('PUT', `${URL}/${id}/status`, { form }), { id });

const signInAs = (role: 'sales' | 'editor') => signIn(bed.testDb.db, `${role}@kinglife.test`, role);

it('filters by kind and lists a request with its lines, destination and terms', async () => {
  const quotes = await list('?kind=quote');
  expect(quotes.total).toBe(1);
  expect(quotes.items[0]).toMatchObject({
    kind: 'quote',
    reference: quoteReference,
    name: 'Hans Becker',
    destination: 'Germany',
    incoterm: 'FOB',
    deliveryMonth: '2099-03',
    status: 'new',
    lines: [
      { productId: 3, quantity: 500, unit: 'kg', packaging: '25 kg fibre drum' },
      { productId: 7, quantity: 2, unit: 'MT', packaging: '' },
      { productId: 12, quantity: 180, unit: 'L', packaging: '' },
    ],
  });
  expect((await list('?kind=sample')).items.map((i: { name: string }) => i.name)).toEqual(['Aisha Bello']);
  expect((await list('?kind=enquiry')).items.map((i: { name: string }) => i.name)).toEqual(['Li Wei']);
  expect((await list('?kind=document')).total).toBe(0);
  expect((await list()).total).toBe(3);
  // An unknown kind is no filter; a reference is searched.
  expect((await list('?kind=spam')).total).toBe(3);
  expect((await list(`?q=${quoteReference.toLowerCase()}`)).items[0].id).toBe(quoteId);
});

it('filters by status: those waiting for a first answer (every kind staff answer), or a request status', async () => {
  const waiting = await list('?status=waiting');
  expect(waiting.items.map((item: { kind: string }) => item.kind).sort()).toEqual([
    'enquiry',
    'quote',
    'sample',
  ]);
  // A request status keeps requests only: a contact-form enquiry has none.
  expect((await list('?status=new')).items.map((item: { kind: string }) => item.kind).sort()).toEqual([
    'quote',
    'sample',
  ]);
  expect((await list('?status=quoted')).total).toBe(0);
  expect((await list('?status=waiting&kind=enquiry')).items.map((item: { id: number }) => item.id)).toEqual([
    enquiryId,
  ]);
  // An unknown status is no filter.
  expect((await list('?status=won')).total).toBe(3);
});

it('answers a contact-form enquiry through its timeline: mailed with its service as the subject, the clock stopped', async () => {
  const response = await setStatus(enquiryId, {
    status: 'new',
    note: 'Asked the farm',
    reply: 'We can supply 200 kg from the March harvest.',
  });
  expect(response.status).toBe(200);
  const answered = await response.json();
  expect(answered).toMatchObject({
    id: enquiryId,
    read: true,
    statusNote: 'Asked the farm',
    firstAnsweredAt: expect.any(String),
    steps: [
      expect.objectContaining({
        author: 'staff',
        status: null,
        message: 'We can supply 200 kg from the March harvest.',
      }),
    ],
  });
  const mails = await bed.testDb.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'li@example.com'));
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Re: your enquiry about Purchase');
  expect(mails[0].text).toContain('We can supply 200 kg from the March harvest.');
  // A contact-form enquiry is not on a buyer's page: the mail does not send them there.
  expect(mails[0].text).not.toContain('/account');
  expect((await list('?status=waiting&kind=enquiry')).total).toBe(0);

  // A note alone is no answer: no step, no mail.
  expect((await setStatus(enquiryId, { status: 'new', note: 'Farm says yes' })).status).toBe(200);
  expect(await bed.testDb.db.$count(requestEvents, eq(requestEvents.enquiryId, enquiryId))).toBe(1);
  expect(await bed.testDb.db.$count(outgoingMail, eq(outgoingMail.to, 'li@example.com'))).toBe(1);

  // A shipment is a request's.
  const shipped = await setStatus(enquiryId, { status: 'new', carrier: 'dhl', tracking: 'JD014600' });
  expect(shipped.status).toBe(409);
  expect(await bed.testDb.db.$count(requestEvents, eq(requestEvents.enquiryId, enquiryId))).toBe(1);
});

it('moves a request on with a note; it is then read, and the change is in the audit trail', async () => {
  const response = await setStatus(quoteId, { status: 'quoted', note: 'USD 41/kg FOB Jebel Ali' });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    id: quoteId,
    status: 'quoted',
    statusNote: 'USD 41/kg FOB Jebel Ali',
    read: true,
    lines: expect.arrayContaining([expect.objectContaining({ productId: 3 })]),
  });
  const [row] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, quoteId));
  expect(row).toMatchObject({ status: 'quoted', statusNote: 'USD 41/kg FOB Jebel Ali' });
  expect(row.readAt).toBeInstanceOf(Date);
  const [step, event] = await bed.testDb.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(2);
  expect(event).toMatchObject({ kind: 'content_update', entity: 'enquiries', entityId: String(quoteId) });
  expect(event.after).toMatchObject({ status: 'quoted' });
  // The step of its timeline, in the same transaction.
  expect(step).toMatchObject({ kind: 'content_insert', entity: 'request_events' });
  expect(step.after).toMatchObject({ enquiry_id: quoteId, status: 'quoted', author: 'staff' });

  expect((await setStatus(quoteId, { status: 'closed' })).status).toBe(200);
  expect((await list('?kind=quote')).items[0]).toMatchObject({ status: 'closed', statusNote: '' });
});

it('refuses a status that is not one, a status for a contact-form enquiry, and an unknown request', async () => {
  const invalid = await setStatus(quoteId, { status: 'won' });
  expect(invalid.status).toBe(400);
  expect((await invalid.json()).fields.status).toBe('Please choose a status.');
  const note = await setStatus(quoteId, { status: 'declined', note: 'x'.repeat(1001) });
  expect(note.status).toBe(400);
  const enquiry = await setStatus(enquiryId, { status: 'quoted' });
  expect(enquiry.status).toBe(409);
  expect((await enquiry.json()).message).toBe('Only quote and sample requests have a status.');
  const [untouched] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
  expect(untouched.status).toBe('new');
  expect((await setStatus(999_999, { status: 'quoted' })).status).toBe(404);
});

it('lets Sales move a request on, and not an Editor', async () => {
  const sales = await signInAs('sales');
  expect((await setStatus(quoteId, { status: 'declined', note: 'Went elsewhere' }, sales)).status).toBe(200);
  const editor = await signInAs('editor');
  expect((await setStatus(quoteId, { status: 'new' }, editor)).status).toBe(403);
  const [row] = await bed.testDb.db.select().from(enquiries).where(eq(enquiries.id, quoteId));
  expect(row).toMatchObject({ status: 'declined', statusNote: 'Went elsewhere' });
});

it('exports one CSV row per line of a request, formula-safe, following the kind filter', async () => {
  const response = await call(EXPORT, bed.staff.request('GET', `${URL}/export?kind=quote`));
  expect(response.status).toBe(200);
  const rows = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Received (UTC),Kind,Reference,Name,Company,Email,Phone,Service,Destination,Incoterm,Delivery month,Ship samples to,Product,Quantity,Unit,Packaging,Document,Details,Request status,Status note,Status,Language,Source,Medium,Campaign,Term,Content,Ad click,Referring site,Landing page',
  );
  expect(rows).toHaveLength(4);
  const [product3] = await bed.testDb.db.select().from(products).where(eq(products.id, 3));
  expect(rows[1]).toContain(
    `,Quote request,${quoteReference},Hans Becker,"'=HYPERLINK(""http://evil.example"")",`,
  );
  expect(rows[1]).toContain(`,Germany,FOB,2099-03,,${product3.name},500,kg,25 kg fibre drum,`);
  expect(rows[2]).toContain(',2,MT,,');
  expect(rows[3]).toContain(',180,L,,');
  for (const row of rows.slice(1)) expect(row).toContain(quoteReference);
});

it('names the document a document request asked for, on the card and in the CSV', async () => {
  const [file] = await bed.testDb.db
    .insert(uploadedFiles)
    .values({
      key: 'private/0f0e0d0c-0b0a-4909-8807-060504030201.pdf',
      originalName: 'sds.pdf',
      mimeType: 'application/pdf',
      size: 1200,
      isPublic: false,
    })
    .returning();
  const [document] = await bed.testDb.db
    .insert(productDocuments)
    .values({
      productId: 3,
      type: 'sds',
      language: 'en',
      revisionDate: '2026-01-15',
      access: 'request',
      fileId: file.id,
    })
    .returning();
  await bed.testDb.db.insert(enquiries).values({
    kind: 'document',
    name: 'Marta Nowak',
    email: 'marta@example.com',
    company: 'Nowak Foods',
    documentId: document.id,
  });
  const [product3] = await bed.testDb.db.select().from(products).where(eq(products.id, 3));
  const listed = (await list('?kind=document')).items;
  expect(listed).toHaveLength(1);
  expect(listed[0].document).toEqual({
    id: document.id,
    type: 'sds',
    language: 'en',
    lot: null,
    productId: 3,
    productName: product3.name,
  });
  const csv = await (await call(EXPORT, bed.staff.request('GET', `${URL}/export?kind=document`))).text();
  expect(csv).toContain(`,Document request,,Marta Nowak,Nowak Foods,marta@example.com,`);
  expect(csv).toContain(`,Safety data sheet (English) · ${product3.name},`);
});
