import 'server-only';
import type { SentFrom } from '@/lib/visits/source';
import { queueWebhookEvent } from '@/features/webhooks/data';
/**
 * A product's documents (product_documents: data sheets, a sample certificate of analysis,
 * certificates; features/documents/validation.ts). Staff add, edit, replace and delete them; the
 * product page lists them (cached under the product's tag, so a change shows on its next request);
 * a public one is downloaded from v1/documents/[id], one sent on request is asked for with the
 * buyer's name, company and e-mail (an enquiry of kind 'document') and mailed as a signed link.
 * The PDFs are kept privately: only that route gives them out, and only while the product is
 * published.
 *
 * Versions: a document added for the same product, kind, language (and lot, for a CoA) as a
 * current one supersedes it; the old row stays for staff's history, buyers only get the current
 * one, and only while a certificate is valid (its valid-until day, in Dubai, not passed).
 */
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, count, eq, inArray, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { FileDto } from '@/lib/api/shared';
import type {
  DownloadedDocumentDto,
  LotMatchDto,
  ProductDocumentDto,
  RequestDownloadDto,
  RequestedDocumentDto,
} from './dto';
import { getDb } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/connect';
import {
  contentVersions,
  documentDownloadCounts,
  documentDownloads,
  enquiries,
  productDocuments,
  products,
  uploadedFiles,
} from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { enqueue, type QueuedMail } from '@/lib/mail/queue';
import type { MailMessage } from '@/lib/mail/transport';
import type { FileStorage } from '@/lib/storage';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  isCertificate,
  normalLot,
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
import { Problem } from '@/lib/http/problem';
import { documentMessages } from './messages';
import { dubaiDay } from '@/lib/text/dates';

export type DocumentRow = typeof productDocuments.$inferSelect;

/** Data sheets first, in the order of DOCUMENT_TYPES, then by language and lot, the newest first. */
function byKind(a: DocumentRow, b: DocumentRow): number {
  return (
    DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) ||
    DOCUMENT_LANGUAGES.indexOf(a.language) - DOCUMENT_LANGUAGES.indexOf(b.language) ||
    (a.lot ?? '').localeCompare(b.lot ?? '') ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    b.id - a.id
  );
}

/** Today in Dubai (the company's day): a certificate is valid through its valid-until day. */
export function today(now = clockNow()): string {
  return dubaiDay(now);
}

/** What buyers may be given: the current version, not an expired certificate. */
function offered(day = today()): SQL {
  return sql`${productDocuments.supersededAt} IS NULL
    AND (${productDocuments.validUntil} IS NULL OR ${productDocuments.validUntil} >= ${day}::date)`;
}

/** A document's key: at most one current version per key (product, kind, language, lot). */
function sameKey(document: Pick<DocumentRow, 'productId' | 'type' | 'language' | 'lot'>): SQL {
  return sql`${productDocuments.productId} = ${document.productId}
    AND ${productDocuments.type} = ${document.type}
    AND ${productDocuments.language} = ${document.language}
    AND coalesce(${productDocuments.lot}, '') = ${document.lot ?? ''}`;
}

async function documentsWithFiles(productId: number, which: 'offered' | 'all') {
  const rows = await getDb()
    .select({ document: productDocuments, file: uploadedFiles })
    .from(productDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productDocuments.fileId))
    .where(and(eq(productDocuments.productId, productId), which === 'offered' ? offered() : undefined));
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
  version: string;
  /** The issue date. */
  revisionDate: string;
  /** A certificate's last valid day; null for the other kinds. */
  validUntil: string | null;
  access: DocumentRow['access'];
  /** Bytes. */
  size: number;
}

/**
 * A product's documents as its page lists them (the page shows them only while it is published):
 * the current versions, no expired certificate, and no lot's CoA (those are found by their lot:
 * `findLot`). The expiry task expires the product's tag when a certificate listed here expires.
 */
export const getProductDocuments = cachedReader(
  'products.documents',
  async (productId: number): Promise<ListedDocument[]> =>
    (await documentsWithFiles(productId, 'offered'))
      .filter(({ document }) => document.lot === null)
      .map(({ document, file }) => ({
        id: document.id,
        type: document.type,
        language: document.language,
        version: document.version,
        revisionDate: document.revisionDate,
        validUntil: document.validUntil,
        access: document.access,
        size: file.size,
      })),
  (productId) => [tags.product(productId)],
);

/**
 * The current, valid certificates of analysis of lot `lot` (compared upper-cased and trimmed) of
 * product `productId`, or of every published product; in `locale` for the products' names.
 */
export async function findLot(
  lot: string,
  productId: number | undefined,
  locale: Locale,
): Promise<LotMatchDto[]> {
  const rows = await getDb()
    .select({ document: productDocuments, product: { name: products.name, nameAr: products.nameAr } })
    .from(productDocuments)
    .innerJoin(products, and(eq(products.id, productDocuments.productId), eq(products.published, true)))
    .where(
      and(
        eq(productDocuments.lot, normalLot(lot)),
        eq(productDocuments.type, 'coa'),
        offered(),
        productId === undefined ? undefined : eq(productDocuments.productId, productId),
      ),
    )
    .orderBy(asc(productDocuments.productId), asc(productDocuments.language));
  return rows.map(({ document, product }) => ({
    documentId: document.id,
    productId: document.productId,
    productName: productNameIn(locale, product),
    language: document.language,
    access: document.access,
    lot: document.lot!,
    version: document.version,
    revisionDate: document.revisionDate,
  }));
}

/** A document with its file and its product, for the download route and the request form. */
export interface DocumentForBuyer {
  document: DocumentRow;
  file: UploadedFile;
  /** Its product while it is published; null otherwise (deleted, in the Trash, unpublished). */
  product: { id: number; name: string; nameAr: string } | null;
}

/**
 * The document buyers are given for `id`: its current version (a link to an older one gives the
 * newer), or null when there is none to give (deleted, an expired certificate).
 */
export async function findDocument(id: number): Promise<DocumentForBuyer | null> {
  const select = (where: SQL | undefined) =>
    getDb()
      .select({
        document: productDocuments,
        file: uploadedFiles,
        product: { id: products.id, name: products.name, nameAr: products.nameAr },
      })
      .from(productDocuments)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, productDocuments.fileId))
      .leftJoin(products, and(eq(products.id, productDocuments.productId), eq(products.published, true)))
      .where(where);
  const [asked] = await select(eq(productDocuments.id, id));
  if (!asked) return null;
  if (!asked.document.supersededAt)
    return (await select(and(eq(productDocuments.id, id), offered())))[0] ?? null;
  const [current] = await select(and(sameKey(asked.document), offered()));
  return current ?? null;
}

/** The stable file codes of the download's name ('TDS', 'SDS' …): the same whatever the page's language. */
const FILE_CODES: Record<DocumentRow['type'], string> = {
  tds: 'TDS',
  sds: 'SDS',
  coa: 'COA',
  ifra: 'IFRA',
  allergen: 'Allergens',
  halal: 'Halal',
  kosher: 'Kosher',
  organic: 'Organic',
  iso: 'ISO',
  other: 'Document',
};

/** What the browser saves a document as: 'Vanilla - TDS (EN) 2025-03-01.pdf', 'Vanilla - COA KL-2411-07 (EN) …'. */
export function documentFileName(document: DocumentRow, productName: string): string {
  const code = [FILE_CODES[document.type], document.lot].filter(Boolean).join(' ');
  return `${productName} - ${code} (${document.language.toUpperCase()}) ${document.revisionDate}.pdf`;
}

/** Whether downloads of `document` are recorded: one sent on request, or a lot's CoA. */
export function isRecorded(document: Pick<DocumentRow, 'access' | 'lot'>): boolean {
  return document.access === 'request' || document.lot !== null;
}

/**
 * Records a download of `documentId`: by the signed-in buyer (their e-mail) and/or through the
 * link mailed for a document request (its enquiry id; forgotten if that enquiry is gone), a row
 * each; one attributed to neither only adds one to the document's count of the day.
 */
export async function recordDownload(
  documentId: number,
  by: { buyerEmail: string | null; enquiryId: number | null },
): Promise<void> {
  const at = clockNow();
  if (by.buyerEmail === null && by.enquiryId === null) {
    await getDb()
      .insert(documentDownloadCounts)
      .values({ documentId, day: dubaiDay(at), downloads: 1, lastAt: at })
      .onConflictDoUpdate({
        target: [documentDownloadCounts.documentId, documentDownloadCounts.day],
        set: {
          downloads: sql`${documentDownloadCounts.downloads} + 1`,
          lastAt: sql`greatest(${documentDownloadCounts.lastAt}, excluded.last_at)`,
        },
      });
    return;
  }
  await getDb()
    .insert(documentDownloads)
    .values({
      documentId,
      at,
      buyerEmail: by.buyerEmail,
      enquiryId:
        by.enquiryId === null
          ? null
          : sql`(SELECT ${enquiries.id} FROM ${enquiries} WHERE ${enquiries.id} = ${by.enquiryId})`,
    });
}

/** The PDF's bytes, as they are read; null when they are gone. */
export function readDocumentBytes(file: UploadedFile) {
  return readStoredFile(file);
}

/**
 * A buyer's request for a document sent on request, stored as an enquiry of kind 'document' with
 * the link's mail (`mail`, which gets the stored enquiry) in the same transaction: both are kept,
 * or neither. The mail's content is removed from the database once sent: its link is a credential
 * (features/mail/document.ts).
 */
export async function createDocumentRequest(
  documentId: number,
  input: DocumentRequest,
  language: Locale,
  from: SentFrom,
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
        ip: from.ip,
        source: from.source,
      })
      .returning();
    // What staff see of it, the document it asked for included; never its link (the buyer's alone).
    const [document] = await tx
      .select({ document: requestedDocument })
      .from(enquiries)
      .where(eq(enquiries.id, enquiry.id));
    await queueWebhookEvent(tx, 'document.requested', {
      id: enquiry.id,
      kind: enquiry.kind,
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company,
      language: enquiry.language,
      source: enquiry.source,
      date: enquiry.createdAt.toISOString(),
      document: document?.document ?? null,
    });
    return { queued: [await enqueue(tx, mail(enquiry))] };
  });
}

/** The product's name in the buyer's language. */
export function productNameIn(locale: Locale, product: { name: string; nameAr: string }): string {
  return textIn(locale, product.name, product.nameAr);
}

// ------------------------------------------------------------------ staff

const fileDto = (file: UploadedFile): FileDto => ({ name: file.originalName, size: file.size });

function documentDto(document: DocumentRow, file: UploadedFile, downloads = 0): ProductDocumentDto {
  return {
    id: document.id,
    productId: document.productId,
    type: document.type,
    language: document.language,
    version: document.version,
    revisionDate: document.revisionDate,
    validUntil: document.validUntil,
    lot: document.lot,
    access: document.access,
    file: fileDto(file),
    supersededAt: document.supersededAt?.toISOString() ?? null,
    supersededBy: document.supersededBy,
    expired: document.validUntil !== null && document.validUntil < today(),
    downloads,
  };
}

async function productExists(id: number): Promise<boolean> {
  return (await getDb().$count(products, eq(products.id, id))) > 0;
}

/**
 * Each document's recorded downloads, as subqueries to join on its id: the attributed ones (a row
 * each in document_downloads) and the anonymous ones (the days' counts), each with the latest;
 * `downloads` and `lastAt` add them up. Narrowed to `ids` when given. (Each alias is its own:
 * drizzle writes a subquery's aliased field without its table.)
 */
function downloadTotals(ids?: number[]) {
  const db = getDb();
  const attributed = db
    .select({
      documentId: documentDownloads.documentId,
      downloads: count().as('attributed_downloads'),
      lastAt: max(documentDownloads.at).as('attributed_last_at'),
    })
    .from(documentDownloads)
    .where(ids ? inArray(documentDownloads.documentId, ids) : undefined)
    .groupBy(documentDownloads.documentId)
    .as('attributed');
  const anonymous = db
    .select({
      documentId: documentDownloadCounts.documentId,
      downloads: sql<number>`sum(${documentDownloadCounts.downloads})::int`.as('anonymous_downloads'),
      lastAt: max(documentDownloadCounts.lastAt).as('anonymous_last_at'),
    })
    .from(documentDownloadCounts)
    .where(ids ? inArray(documentDownloadCounts.documentId, ids) : undefined)
    .groupBy(documentDownloadCounts.documentId)
    .as('anonymous');
  return {
    attributed,
    anonymous,
    downloads: sql<number>`(coalesce(${attributed.downloads}, 0) + coalesce(${anonymous.downloads}, 0))::int`,
    // greatest() passes over a null: the latest of either.
    lastAt: sql<Date | null>`greatest(${attributed.lastAt}, ${anonymous.lastAt})`,
    any: or(isNotNull(attributed.documentId), isNotNull(anonymous.documentId)),
  };
}

/** How many times each of `ids` was downloaded (the recorded downloads, attributed or not). */
async function downloadCounts(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const totals = downloadTotals(ids);
  const rows = await getDb()
    .select({ id: productDocuments.id, downloads: totals.downloads })
    .from(productDocuments)
    .leftJoin(totals.attributed, eq(totals.attributed.documentId, productDocuments.id))
    .leftJoin(totals.anonymous, eq(totals.anonymous.documentId, productDocuments.id))
    .where(and(inArray(productDocuments.id, ids), totals.any));
  return new Map(rows.map((row) => [row.id, row.downloads]));
}

/**
 * A product's documents in the page's order, the current versions first and then the older ones
 * (their history); null when there is no such product.
 */
export async function listDocuments(productId: number): Promise<ProductDocumentDto[] | null> {
  if (!(await productExists(productId))) return null;
  const rows = await documentsWithFiles(productId, 'all');
  const counts = await downloadCounts(rows.map(({ document }) => document.id));
  const dtos = rows.map(({ document, file }) => documentDto(document, file, counts.get(document.id) ?? 0));
  return [...dtos.filter((d) => !d.supersededAt), ...dtos.filter((d) => d.supersededAt)];
}

/** The schema's output (version defaults to '1' there too: tests and scripts may leave it out). */
type DocumentInput = Omit<z.output<typeof documentUpdateSchema>, 'version'> & { version?: string };

/** The stored fields: a lot only on a CoA, a valid-until day only on a certificate. */
function documentFields(input: DocumentInput) {
  return {
    type: input.type,
    language: input.language,
    version: input.version ?? '1',
    revisionDate: input.revisionDate,
    validUntil: isCertificate(input.type) ? (input.validUntil ?? null) : null,
    lot: input.type === 'coa' && input.lot ? normalLot(input.lot) : null,
    access: input.access,
  };
}

/**
 * Makes `document` the current version of its key: the current one before it (if any) is kept as
 * history, superseded by it. Run before `document` is written as current (one current per key).
 */
async function supersedeOthers(
  tx: Transaction,
  key: Pick<DocumentRow, 'productId' | 'type' | 'language' | 'lot'>,
  except?: number,
): Promise<number[]> {
  const rows = await tx
    .update(productDocuments)
    .set({ supersededAt: clockNow() })
    .where(
      and(
        sameKey(key),
        isNull(productDocuments.supersededAt),
        except === undefined ? undefined : sql`${productDocuments.id} <> ${except}`,
      ),
    )
    .returning({ id: productDocuments.id });
  return rows.map((row) => row.id);
}

async function markSupersededBy(tx: Transaction, ids: number[], by: number): Promise<void> {
  if (ids.length > 0)
    await tx.update(productDocuments).set({ supersededBy: by }).where(inArray(productDocuments.id, ids));
}

/**
 * Adds a document with its PDF (PdfRejected when it is none); null when there is no such product.
 * It supersedes the current document of the same product, kind, language (and lot).
 */
export async function createDocument(
  productId: number,
  input: DocumentInput & Pick<z.output<typeof documentCreateSchema>, 'file'>,
): Promise<ProductDocumentDto | null> {
  if (!(await productExists(productId))) return null;
  const upload = await preparePdf('file', input.file!);
  return withStoredFiles([upload], async (tx, [file]) => {
    // Two versions added at the same moment take turns: the second supersedes the first instead
    // of meeting the one-current-version index.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`product-documents:${productId}`}))`);
    const fields = documentFields(input);
    const older = await supersedeOthers(tx, { productId, ...fields });
    const [created] = await tx
      .insert(productDocuments)
      .values({ productId, ...fields, fileId: file.id })
      .returning();
    await markSupersededBy(tx, older, created.id);
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

/** Staff edit only the current version: an older one is history (→ 409). */
export class HistoricDocument extends Problem {
  constructor() {
    super(409, 'superseded', documentMessages.superseded);
  }
}

/**
 * Edits a document; a PDF sent replaces its file (the old one is removed once the change is kept).
 * Moved onto the key of another current document, it supersedes that one. A new valid-until day
 * is warned about and withdrawn afresh. Null when the product has no such document.
 */
export async function updateDocument(
  productId: number,
  id: number,
  input: DocumentInput,
): Promise<ProductDocumentDto | null> {
  const current = await findOwn(productId, id);
  if (!current) return null;
  if (current.supersededAt) throw new HistoricDocument();
  const uploads = input.file ? [await preparePdf('file', input.file)] : [];
  const result = await withStoredFiles(uploads, async (tx, [replacement]) => {
    const fields = documentFields(input);
    const older = await supersedeOthers(tx, { productId, ...fields }, id);
    const [updated] = await tx
      .update(productDocuments)
      .set({
        ...fields,
        ...(replacement ? { fileId: replacement.id } : {}),
        ...(fields.validUntil !== current.validUntil ? { expiryWarnedAt: null, withdrawnAt: null } : {}),
        updatedAt: clockNow(),
      })
      .where(
        and(
          eq(productDocuments.id, id),
          eq(productDocuments.productId, productId),
          isNull(productDocuments.supersededAt),
        ),
      )
      .returning();
    if (!updated) return null;
    await markSupersededBy(tx, older, id);
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

/**
 * Deletes a document and its file; false when the product has no such document. Deleting the
 * current version makes the one it superseded current again; an older one leaves the history joined.
 */
export async function deleteDocument(productId: number, id: number): Promise<boolean> {
  const dropped = await writeTransaction(async (tx) => {
    const previous = await tx
      .select({ id: productDocuments.id })
      .from(productDocuments)
      .where(eq(productDocuments.supersededBy, id))
      .orderBy(sql`${productDocuments.createdAt} DESC`, sql`${productDocuments.id} DESC`);
    const [deleted] = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, productId)))
      .returning();
    if (!deleted) return null;
    const ids = previous.map((row) => row.id);
    if (!deleted.supersededAt && ids.length > 0) {
      const [restored, ...rest] = ids;
      await tx
        .update(productDocuments)
        .set({ supersededAt: null, supersededBy: null })
        .where(eq(productDocuments.id, restored));
      await markSupersededBy(tx, rest, restored);
    } else if (deleted.supersededBy !== null) {
      await markSupersededBy(tx, ids, deleted.supersededBy);
    }
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
  SELECT json_build_object('id', d.id, 'type', d.type, 'language', d.language, 'lot', d.lot,
    'productId', d.product_id, 'productName', coalesce(p.name, ''))
  FROM ${productDocuments} d LEFT JOIN ${products} p ON p.id = d.product_id
  WHERE d.id = ${enquiries.documentId})`;

/** How many documents the Dashboard lists by their downloads. */
const MOST_DOWNLOADED = 20;

/**
 * The documents downloaded most (documents sent on request and lots' CoAs: the recorded ones,
 * attributed or not), with their count and latest download: the Dashboard's list for Owners and
 * Sales, who cannot open the product dialog where each document's count also shows.
 */
export async function listDownloadedDocuments(): Promise<DownloadedDocumentDto[]> {
  const totals = downloadTotals();
  const rows = await getDb()
    .select({
      id: productDocuments.id,
      productId: productDocuments.productId,
      productName: products.name,
      type: productDocuments.type,
      language: productDocuments.language,
      lot: productDocuments.lot,
      version: productDocuments.version,
      downloads: totals.downloads,
      lastAt: totals.lastAt.mapWith(productDocuments.createdAt),
    })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .leftJoin(totals.attributed, eq(totals.attributed.documentId, productDocuments.id))
    .leftJoin(totals.anonymous, eq(totals.anonymous.documentId, productDocuments.id))
    .where(totals.any)
    .orderBy(sql`${totals.downloads} DESC`, sql`${totals.lastAt} DESC`, productDocuments.id)
    .limit(MOST_DOWNLOADED);
  return rows.map((row) => ({ ...row, lastAt: row.lastAt.toISOString() }));
}

/**
 * The downloads through the link mailed for a document request, oldest first, for the Enquiries
 * screen: a column of the enquiries query, [] for the other kinds. The outer row's id is named
 * with its table: in a select list drizzle writes a column bare, which here would be dd's own id.
 */
export const requestDownloads = sql<RequestDownloadDto[]>`coalesce((
  SELECT json_agg(json_build_object('at', to_char(dd.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'buyerEmail', dd.buyer_email) ORDER BY dd.at, dd.id)
  FROM ${documentDownloads} dd WHERE dd.enquiry_id = "enquiries"."id"), '[]'::json)`;

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
