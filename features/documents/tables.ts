/** The documents tables (lib/db/schema.ts gathers every feature's for drizzle and the data modules). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, type PgColumn } from 'drizzle-orm/pg-core';
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
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    /** ISO 639-1 (DOCUMENT_LANGUAGES): the language the document is written in. */
    language: text('language', { enum: DOCUMENT_LANGUAGES }).notNull(),
    revisionDate: date('revision_date').notNull(),
    access: text('access', { enum: DOCUMENT_ACCESS }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId),
    check('product_documents_type', oneOf(t.type, DOCUMENT_TYPES)),
    check('product_documents_language', oneOf(t.language, DOCUMENT_LANGUAGES)),
    check('product_documents_access', oneOf(t.access, DOCUMENT_ACCESS)),
  ],
);
