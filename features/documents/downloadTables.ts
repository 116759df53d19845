import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enquiries } from '@/features/enquiries/tables';
import { productDocuments } from './tables';

/**
 * Who downloaded a document sent on request or a lot's CoA, and when: the signed-in buyer's e-mail
 * and/or the document request (enquiry) whose signed link was used. A download attributed to no
 * one is counted in document_download_counts instead.
 */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => productDocuments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    buyerEmail: text('buyer_email'),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('document_downloads_document_idx').on(t.documentId),
    index('document_downloads_enquiry_idx').on(t.enquiryId),
  ],
);
