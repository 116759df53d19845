/**
 * @jest-environment node
 *
 * The features send their webhook events from their own writes, in the same transaction: a contact
 * enquiry, quote and sample requests, a document request (never its link), a job application (no
 * résumé), a request's status change, and content going public (Publish, and a draft published on
 * schedule). Each event's `data` is what staff see of the record, without the visitor's address,
 * with where the visit that sent it came from.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { adminTestBed } from '@/test/admin';
import { jobs, productDocuments, products, services, webhookEvents } from '@/lib/db/schema';
import { createEnquiry, answerEnquiry } from '@/features/enquiries/data';
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import { createDocumentRequest } from '@/features/documents/data';
import { createApplication } from '@/features/careers/applications';
import { setServicePublished } from '@/features/services/data';
import { actingAs } from '@/lib/audit/actor';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { createWebhookEndpoint } from '../data';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../events';
import type { VisitSource } from '@/lib/visits/source';

const bed = adminTestBed();

/** Where the visits below came from (lib/visits/source.ts). */
const FROM_NEWSLETTER: VisitSource = {
  utm: { source: 'newsletter', medium: 'email', campaign: 'nov-promo' },
  clickId: false,
  landing: '/productPage',
  language: 'en',
};

beforeAll(async () => {
  await createWebhookEndpoint({
    url: 'https://hooks.example.com/catch',
    description: '',
    events: [...WEBHOOK_EVENTS],
    allowPrivate: false,
  });
});
beforeEach(async () => {
  await bed.testDb.db.delete(webhookEvents);
});

/** The events stored, oldest first, as the receiver will get them. */
async function sent(type?: WebhookEventType) {
  const rows = await bed.testDb.db
    .select()
    .from(webhookEvents)
    .where(type ? eq(webhookEvents.type, type) : undefined)
    .orderBy(asc(webhookEvents.createdAt));
  return rows.map(
    (row) =>
      JSON.parse(row.body) as { id: string; type: string; timestamp: string; data: Record<string, unknown> },
  );
}

it('sends enquiry.created with the enquiry as staff see it, without the visitor’s address', async () => {
  const { enquiry } = await createEnquiry(
    {
      name: 'Li Wei',
      email: 'li@example.com',
      company: 'Wei Trading',
      service: 'Purchase',
      message: 'Prices?',
    },
    'en',
    { ip: '203.0.113.9', source: FROM_NEWSLETTER },
  );
  const [event] = await sent();
  expect(event).toMatchObject({
    type: 'enquiry.created',
    data: {
      id: enquiry.id,
      kind: 'enquiry',
      name: 'Li Wei',
      email: 'li@example.com',
      company: 'Wei Trading',
      source: FROM_NEWSLETTER,
    },
  });
  expect(JSON.stringify(event)).not.toContain('203.0.113.9');
});

it('sends quote.created and sample.created with the request’s reference and lines', async () => {
  const quote = await createQuoteRequest(
    quoteRequestSchema.parse({
      kind: 'quote',
      lines: [{ productId: 3, quantity: 500, unit: 'kg' }],
      name: 'Hans Becker',
      email: 'hans@example.com',
      company: 'Becker GmbH',
      country: 'DE',
      incoterm: 'FOB',
      deliveryMonth: '2099-03',
    }),
    'en',
    { ip: null, source: FROM_NEWSLETTER },
  );
  const sample = await createQuoteRequest(
    quoteRequestSchema.parse({
      kind: 'sample',
      lines: [{ productId: 5, quantity: 250, unit: 'mL' }],
      name: 'Aisha Bello',
      email: 'aisha@example.com',
      company: 'Lagoon Naturals',
      country: 'NG',
      shippingAddress: '12 Marina Road, Lagos',
    }),
    'ar',
    { ip: null, source: FROM_NEWSLETTER },
  );
  if (!quote.ok || !sample.ok) throw new Error('not stored');
  const [quoted] = await sent('quote.created');
  expect(quoted.data).toMatchObject({
    id: quote.request.id,
    reference: quote.request.reference,
    lines: [{ productId: 3, quantity: 500, unit: 'kg' }],
    status: 'new',
    source: FROM_NEWSLETTER,
  });
  const [sampled] = await sent('sample.created');
  expect(sampled.data).toMatchObject({ reference: sample.request.reference, language: 'ar' });

  // Staff move the quote on: request.status_changed, with where it was.
  await bed.testDb.db.delete(webhookEvents);
  await answerEnquiry(quote.request.id, {
    status: 'in_review',
    note: '',
    reply: '',
    carrier: '',
    tracking: '',
    file: undefined,
  });
  const [changed] = await sent();
  expect(changed).toMatchObject({
    type: 'request.status_changed',
    data: { previousStatus: 'new', request: { id: quote.request.id, status: 'in_review' } },
  });
  // A note alone is no status change.
  await bed.testDb.db.delete(webhookEvents);
  await answerEnquiry(quote.request.id, {
    status: 'in_review',
    note: 'Call back Monday',
    reply: '',
    carrier: '',
    tracking: '',
    file: undefined,
  });
  expect(await sent()).toEqual([]);
});

it('sends document.requested with the document asked for, never the buyer’s link', async () => {
  const [document] = await bed.testDb.db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.access, 'request'))
    .limit(1);
  const link = 'https://kinglife.test/documents/secret-link-token';
  await createDocumentRequest(
    document.id,
    { name: 'Maria Rossi', email: 'maria@example.com', company: 'Rossi Srl' } as never,
    'en',
    { ip: null, source: FROM_NEWSLETTER },
    (enquiry) => ({ to: enquiry.email, subject: 'Your document', text: link }),
  );
  const [event] = await sent();
  expect(event).toMatchObject({
    type: 'document.requested',
    data: {
      kind: 'document',
      email: 'maria@example.com',
      document: { id: document.id, type: document.type, productId: document.productId },
      source: FROM_NEWSLETTER,
    },
  });
  expect(JSON.stringify(event)).not.toContain('secret-link-token');
});

it('sends application.created without the résumé', async () => {
  const [job] = await bed.testDb.db.select().from(jobs).where(eq(jobs.published, true)).limit(1);
  const { application } = await createApplication(
    {
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar@example.com',
      phoneNumber: '+971501234567',
      dob: '1990-01-01',
      qualification: 'B.Sc.',
      consent: true,
    } as never,
    job,
    {
      bytes: new TextEncoder().encode('%PDF-1.4 résumé'),
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      ext: 'pdf',
    },
    'en',
    { ip: null, source: FROM_NEWSLETTER },
  );
  const [event] = await sent();
  expect(event).toMatchObject({
    type: 'application.created',
    data: {
      id: application.id,
      name: 'Omar Haddad',
      email: 'omar@example.com',
      position: job.title,
      source: FROM_NEWSLETTER,
    },
  });
  expect(JSON.stringify(event)).not.toMatch(/cv\.pdf|resumeFileId|storage/);
});

it('sends content.published when an item is published by hand or on schedule', async () => {
  // As staff do it (the announcement is made as the write commits, for what the audit sees change).
  const staff = { ip: '203.0.113.7', user: { id: bed.staff.user.id, email: bed.staff.user.email } };
  const setPublished = (id: number, published: boolean) =>
    actingAs(staff, () => setServicePublished(id, published));
  const [service] = await bed.testDb.db.select().from(services).limit(1);
  await setPublished(service.id, false);
  expect(await sent()).toEqual([]);
  await setPublished(service.id, true);
  const [event] = await sent();
  expect(event).toMatchObject({
    type: 'content.published',
    data: { kind: 'services', id: service.id, item: { id: service.id, name: service.name, published: true } },
  });
  expect(event.data.item as object).not.toHaveProperty('draft');
  // Published again with nothing changed: nothing new to tell.
  await bed.testDb.db.delete(webhookEvents);
  await setPublished(service.id, true);
  expect(await sent()).toEqual([]);

  // A draft whose time has come, published by the scheduler.
  await bed.testDb.db.delete(webhookEvents);
  const [product] = await bed.testDb.db.select().from(products).where(eq(products.published, true)).limit(1);
  await bed.testDb.db
    .update(products)
    .set({ draft: { name: 'Renamed on schedule' }, publishAt: sql`now() - interval '1 minute'` })
    .where(eq(products.id, product.id));
  await publishDueItems(bed.testDb.db);
  const published = await sent('content.published');
  expect(published).toHaveLength(1);
  expect(published[0].data).toMatchObject({
    kind: 'products',
    id: product.id,
    item: { name: 'Renamed on schedule' },
  });
});
