/** The documents tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '@/lib/db/columns';
import { DOCUMENT_ACCESS, DOCUMENT_LANGUAGES, DOCUMENT_TYPES } from './validation';
import { uploadedFiles } from '@/lib/db/platformSchema';

/** `column IN (…values)`: a text column's allowed values, checked by the database too. */
const oneOf = (column: PgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * A product's documents: data sheets, a sample certificate of analysis, certificates
 * (features/documents/validation.ts). The PDF is stored privately and served by
 * v1/documents/[id] while the product is published: to anyone when the document is public, else to
 * a signed link mailed to a buyer who asked (lib/security/signedLinks.ts). No foreign key to
 * products: a deleted product waits in the Trash with its documents, so that restoring it brings
 * them back; the clean-up removes them once it has left the Trash for good.
 *
 * Versions: a document added with the same product, kind, language (and lot, for a CoA) as a
 * current one supersedes it (`superseded_at`, `superseded_by`): the old row stays as history for
 * staff, buyers only ever get the current one (at most one per key: the unique index).
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    /** ISO 639-1 (DOCUMENT_LANGUAGES): the language the document is written in. */
    language: text('language', { enum: DOCUMENT_LANGUAGES }).notNull(),
    /** As printed on the document: '3', '2024-A'. */
    version: text('version').notNull().default('1'),
    /** The issue date (the column keeps its first name). */
    revisionDate: date('revision_date').notNull(),
    /** A certificate's last valid day (CERTIFICATE_TYPES, required for them); null for the others. */
    validUntil: date('valid_until'),
    /** A certificate of analysis's lot, upper-cased (normalLot); null for the others. */
    lot: text('lot'),
    access: text('access', { enum: DOCUMENT_ACCESS }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    /** When a newer version replaced it, and which; both null while it is current. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    supersededBy: integer('superseded_by').references((): AnyPgColumn => productDocuments.id, {
      onDelete: 'set null',
    }),
    /** When Owners and Sales were mailed that the certificate expires within 30 days (once). */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    /** When the expiry task took the expired certificate off the pages the CDN keeps (once). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId),
    uniqueIndex('product_documents_current_idx')
      .on(t.productId, t.type, t.language, sql`coalesce(${t.lot}, '')`)
      .where(sql`${t.supersededAt} IS NULL`),
    index('product_documents_lot_idx')
      .on(t.lot)
      .where(sql`${t.lot} IS NOT NULL AND ${t.supersededAt} IS NULL`),
    check(
      'product_documents_valid_after_issue',
      sql`${t.validUntil} IS NULL OR ${t.validUntil} >= ${t.revisionDate}`,
    ),
    check('product_documents_lot_of_coa', sql`${t.lot} IS NULL OR ${t.type} = 'coa'`),
    check('product_documents_type', oneOf(t.type, DOCUMENT_TYPES)),
    check('product_documents_language', oneOf(t.language, DOCUMENT_LANGUAGES)),
    check('product_documents_access', oneOf(t.access, DOCUMENT_ACCESS)),
  ],
);

/**
 * The downloads of a document sent on request or a lot's CoA attributed to no one (an anonymous
 * download of a public lot's CoA, a link signed before links carried their request), counted per
 * Dubai day: one row a document a day however many there are, where a row each would let anyone
 * grow the table (and the Dashboard's count) without bound. Kept, like document_downloads, as long
 * as the document.
 */
export const documentDownloadCounts = pgTable(
  'document_download_counts',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => productDocuments.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    downloads: integer('downloads').notNull(),
    /** The day's latest (the Dashboard shows when each document was last downloaded). */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.day] })],
);
