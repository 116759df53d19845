import 'server-only';
/**
 * A product's documents (product_documents: data sheets, a sample certificate of analysis,
 * certificates; features/documents/validation.ts). Staff add, edit, replace and delete them; the
 * product page lists them (cached under the product's tag, so a change shows on its next request);
 * a public one is downloaded from v1/documents/[id], one sent on request is asked for with the
 * buyer's name, company and e-mail (an enquiry of kind 'document') and mailed as a signed link.
 * The PDFs are kept privately: only that route gives them out, and only while the product is
 * published.
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { FileDto } from '@/lib/api/contract';
import type { ProductDocumentDto, RequestedDocumentDto } from './dto';
import { getDb } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/connect';
import { contentVersions, enquiries, productDocuments, products, uploadedFiles } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { enqueue, type QueuedMail } from '@/lib/mail/queue';
import type { MailMessage } from '@/lib/mail/transport';
import type { FileStorage } from '@/lib/storage';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  type DocumentRequest,
  type documentCreateSchema,
  type documentUpdateSchema,
} from './validation';
import { cachedReader, expireTags, tags } from '@/lib/data/cache';
import {
  deleteStoredBytes,
  dropFileRecords,
  preparePdf,
  readStoredFile,
  withStoredFiles,
  type UploadedFile,
} from '@/lib/data/files';
import { writeTransaction } from '@/lib/data/transaction';
import { textIn } from '@/lib/data/translated';

export type DocumentRow = typeof productDocuments.$inferSelect;

/** Data sheets first, in the order of DOCUMENT_TYPES, then by language, the newest revision first. */
function byKind(a: DocumentRow, b: DocumentRow): number {
  return (
    DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) ||
    DOCUMENT_LANGUAGES.indexOf(a.language) - DOCUMENT_LANGUAGES.indexOf(b.language) ||
    b.revisionDate.localeCompare(a.revisionDate) ||
    a.id - b.id
  );
}

async function documentsWithFiles(productId: number) {
  const rows = await getDb()
    .select({ document: productDocuments, file: uploadedFiles })
    .from(productDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productDocuments.fileId))
    .where(eq(productDocuments.productId, productId));
  return rows.sort((a, b) => byKind(a.document, b.document));
}

async function invalidateDocuments(tx: Transaction, productId: number): Promise<void> {
  await expireTags(tx, tags.product(productId));
}

// ------------------------------------------------------------------ public

/** A document as the product page lists it. */
export interface ListedDocument {
  id: number;
  type: DocumentRow['type'];
  language: DocumentRow['language'];
  revisionDate: string;
  access: DocumentRow['access'];
  /** Bytes. */
  size: number;
}

/** A product's documents as its page lists them (the page shows them only while it is published). */
export const getProductDocuments = cachedReader(
  'products.documents',
  async (productId: number): Promise<ListedDocument[]> =>
    (await documentsWithFiles(productId)).map(({ document, file }) => ({
      id: document.id,
      type: document.type,
      language: document.language,
      revisionDate: document.revisionDate,
      access: document.access,
      size: file.size,
    })),
  (productId) => [tags.product(productId)],
);

/** A document with its file and its product, for the download route and the request form. */
export interface DocumentForBuyer {
  document: DocumentRow;
  file: UploadedFile;
  /** Its product while it is published; null otherwise (deleted, in the Trash, unpublished). */
  product: { id: number; name: string; nameAr: string } | null;
}

export async function findDocument(id: number): Promise<DocumentForBuyer | null> {
  const [row] = await getDb()
    .select({
      document: productDocuments,
      file: uploadedFiles,
      product: { id: products.id, name: products.name, nameAr: products.nameAr },
    })
    .from(productDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productDocuments.fileId))
    .leftJoin(products, and(eq(products.id, productDocuments.productId), eq(products.published, true)))
    .where(eq(productDocuments.id, id));
  return row ?? null;
}

/** The stable file codes of the download's name ('TDS', 'SDS' …): the same whatever the page's language. */
const FILE_CODES: Record<DocumentRow['type'], string> = {
  tds: 'TDS',
  sds: 'SDS',
  coa: 'COA sample',
  specification: 'Specification',
  certificate: 'Certificate',
};

/** What the browser saves a document as: 'Vanilla - TDS (EN) 2025-03-01.pdf'. */
export function documentFileName(document: DocumentRow, productName: string): string {
  const code = FILE_CODES[document.type];
  return `${productName} - ${code} (${document.language.toUpperCase()}) ${document.revisionDate}.pdf`;
}

/** The PDF's bytes, as they are read; null when they are gone. */
export function readDocumentBytes(file: UploadedFile) {
  return readStoredFile(file);
}

/**
 * A buyer's request for a document sent on request, stored as an enquiry of kind 'document' with
 * the link's mail (`mail`, which gets the stored enquiry) in the same transaction: both are kept,
 * or neither. The mail's content is removed from the database once sent (it holds the link).
 */
export async function createDocumentRequest(
  documentId: number,
  input: DocumentRequest,
  language: Locale,
  ip: string | null,
  mail: (enquiry: typeof enquiries.$inferSelect) => MailMessage,
): Promise<{ queued: QueuedMail[] }> {
  return getDb().transaction(async (tx) => {
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        kind: 'document',
        name: input.name,
        email: input.email,
        company: input.company,
        documentId,
        language,
        ip,
      })
      .returning();
    return { queued: [await enqueue(tx, mail(enquiry), { sensitive: true })] };
  });
}

/** The product's name in the buyer's language. */
export function productNameIn(locale: Locale, product: { name: string; nameAr: string }): string {
  return textIn(locale, product.name, product.nameAr);
}

// ------------------------------------------------------------------ staff

const fileDto = (file: UploadedFile): FileDto => ({ name: file.originalName, size: file.size });

function documentDto(document: DocumentRow, file: UploadedFile): ProductDocumentDto {
  return {
    id: document.id,
    productId: document.productId,
    type: document.type,
    language: document.language,
    revisionDate: document.revisionDate,
    access: document.access,
    file: fileDto(file),
  };
}

async function productExists(id: number): Promise<boolean> {
  return (await getDb().$count(products, eq(products.id, id))) > 0;
}

/** A product's documents in the page's order; null when there is no such product. */
export async function listDocuments(productId: number): Promise<ProductDocumentDto[] | null> {
  if (!(await productExists(productId))) return null;
  return (await documentsWithFiles(productId)).map(({ document, file }) => documentDto(document, file));
}

type DocumentInput = z.output<typeof documentUpdateSchema>;

function documentFields(input: DocumentInput) {
  return {
    type: input.type,
    language: input.language,
    revisionDate: input.revisionDate,
    access: input.access,
  };
}

/** Adds a document with its PDF (PdfRejected when it is none); null when there is no such product. */
export async function createDocument(
  productId: number,
  input: z.output<typeof documentCreateSchema>,
): Promise<ProductDocumentDto | null> {
  if (!(await productExists(productId))) return null;
  const upload = await preparePdf('file', input.file!);
  return withStoredFiles([upload], async (tx, [file]) => {
    const [created] = await tx
      .insert(productDocuments)
      .values({ productId, ...documentFields(input), fileId: file.id })
      .returning();
    await invalidateDocuments(tx, productId);
    return documentDto(created, file);
  });
}

async function findOwn(productId: number, id: number) {
  const [row] = await getDb()
    .select()
    .from(productDocuments)
    .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, productId)));
  return row ?? null;
}

/**
 * Edits a document; a PDF sent replaces its file (the old one is removed once the change is kept).
 * Null when the product has no such document.
 */
export async function updateDocument(
  productId: number,
  id: number,
  input: DocumentInput,
): Promise<ProductDocumentDto | null> {
  const current = await findOwn(productId, id);
  if (!current) return null;
  const uploads = input.file ? [await preparePdf('file', input.file)] : [];
  const result = await withStoredFiles(uploads, async (tx, [replacement]) => {
    const [updated] = await tx
      .update(productDocuments)
      .set({
        ...documentFields(input),
        ...(replacement ? { fileId: replacement.id } : {}),
        updatedAt: clockNow(),
      })
      .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, productId)))
      .returning();
    if (!updated) return null;
    const dropped = replacement ? await dropFileRecords(tx, [current.fileId]) : [];
    const [file] = replacement
      ? [replacement]
      : await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, updated.fileId));
    await invalidateDocuments(tx, productId);
    return { dto: documentDto(updated, file), dropped };
  });
  if (!result) return null;
  await deleteStoredBytes(result.dropped);
  return result.dto;
}

/** Deletes a document and its file; false when the product has no such document. */
export async function deleteDocument(productId: number, id: number): Promise<boolean> {
  const dropped = await writeTransaction(async (tx) => {
    const [deleted] = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, productId)))
      .returning();
    if (!deleted) return null;
    await invalidateDocuments(tx, productId);
    return dropFileRecords(tx, [deleted.fileId]);
  });
  if (!dropped) return false;
  await deleteStoredBytes(dropped);
  return true;
}

/** A document's file for staff (any access, published product or not); null when there is none. */
export async function findDocumentForStaff(productId: number, id: number) {
  const [row] = await getDb()
    .select({ document: productDocuments, file: uploadedFiles, productName: products.name })
    .from(productDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productDocuments.fileId))
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, productId)));
  return row ?? null;
}

/**
 * What a document request asked for, for the Enquiries screen: a column of the enquiries query
 * (`select({ ...columns, document: requestedDocument })`), null for the other kinds.
 */
export const requestedDocument = sql<RequestedDocumentDto | null>`(
  SELECT json_build_object('id', d.id, 'type', d.type, 'language', d.language,
    'productId', d.product_id, 'productName', coalesce(p.name, ''))
  FROM ${productDocuments} d LEFT JOIN ${products} p ON p.id = d.product_id
  WHERE d.id = ${enquiries.documentId})`;

// ------------------------------------------------------------------ clean-up

/**
 * The clean-up's part: the documents of products that are gone for good (deleted and no longer in
 * the Trash, whose restore would bring them back), with their files. Returns how many went.
 */
export async function removeDocumentsOfDeletedProducts(
  tx: Transaction,
  storage: FileStorage,
): Promise<number> {
  const orphaned = await tx
    .select({ id: productDocuments.id, fileId: productDocuments.fileId })
    .from(productDocuments)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${products} p WHERE p.id = ${productDocuments.productId})
        AND NOT EXISTS (SELECT 1 FROM ${contentVersions} v
          WHERE v.entity = 'products' AND v.entity_id = ${productDocuments.productId})`,
    )
    .orderBy(asc(productDocuments.id));
  if (orphaned.length === 0) return 0;
  await tx.delete(productDocuments).where(
    inArray(
      productDocuments.id,
      orphaned.map((row) => row.id),
    ),
  );
  const keys = await dropFileRecords(
    tx,
    orphaned.map((row) => row.fileId),
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
  return orphaned.length;
}
