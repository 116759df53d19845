/** The enquiries tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { language, createdAt, visitSource } from '@/lib/db/columns';
import { CARRIERS, ENQUIRY_KINDS, EVENT_AUTHORS, REQUEST_STATUSES } from './kinds';
import { uploadedFiles } from '@/lib/db/platformSchema';
import { productDocuments } from '@/features/documents/tables';
import { products } from '@/features/products/tables';

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull().default('enquiry'),
    /** A quote's or sample's number the buyer is given (KL-Q-2026-00042); null for the others. */
    reference: text('reference').unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The contact form's service; '' for the other kinds. */
    service: text('service').notNull().default(''),
    message: text('message').notNull().default(''),
    /** A request's destination (ISO 3166-1 alpha-2), its incoterm and target month (YYYY-MM). */
    country: text('country').notNull().default(''),
    incoterm: text('incoterm').notNull().default(''),
    deliveryMonth: text('delivery_month').notNull().default(''),
    /** Where a sample request's samples go. */
    shippingAddress: text('shipping_address').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
    /** Staff's note on the status (the price quoted, why it was lost). */
    statusNote: text('status_note').notNull().default(''),
    language: language(),
    ip: text('ip'),
    source: visitSource(),
    /** The document a 'document' request asked for (null once that document is deleted). */
    documentId: integer('document_id').references(() => productDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When staff first answered it (a status moved on or a reply sent): the response clock stops. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    /** When staff marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_kind_idx').on(t.kind, t.createdAt),
    check('enquiries_language', sql`${t.language} IN ('en', 'ar')`),
    check('enquiries_kind', sql`${t.kind} IN ('enquiry', 'quote', 'sample', 'document')`),
    check(
      'enquiries_status',
      sql`${t.status} IN ('new', 'in_review', 'quoted', 'shipped', 'delivered', 'closed', 'declined')`,
    ),
  ],
);

/** The products of a quote or sample request, in the buyer's order. */
export const enquiryLines = pgTable(
  'enquiry_lines',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's English name when it was asked for (kept if the product changes or goes). */
    productName: text('product_name').notNull(),
    /** How much, in `unit`: kg, L or MT for a quote, g or mL for a sample. */
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    packaging: text('packaging').notNull().default(''),
  },
  (t) => [index('enquiry_lines_enquiry_idx').on(t.enquiryId, t.position)],
);

/**
 * A request's timeline after its arrival: staff moving it on (a status, a reply mailed to the buyer,
 * a carrier and tracking number, an attachment) and the buyer's own messages, oldest first.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    author: text('author', { enum: EVENT_AUTHORS }).notNull(),
    /** The status staff set (null: a message only). */
    status: text('status', { enum: REQUEST_STATUSES }),
    message: text('message').notNull().default(''),
    carrier: text('carrier', { enum: CARRIERS }),
    tracking: text('tracking').notNull().default(''),
    /** A file staff sent with it (a quotation PDF), private: served to the buyer and to staff. */
    attachmentFileId: integer('attachment_file_id').references(() => uploadedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_events_enquiry_idx').on(t.enquiryId, t.createdAt),
    check('request_events_author', sql`${t.author} IN ('staff', 'buyer')`),
  ],
);

/** The last number given in each series of references and year (KL-Q-2026-00042: 'Q', 2026, 42). */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** A stored enquiry, quote, sample or document request. */
export type EnquiryRecord = typeof enquiries.$inferSelect;
