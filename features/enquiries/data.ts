import 'server-only';
import type { SentFrom } from '@/lib/visits/source';
import { sourceCsvColumns } from '@/lib/visits/describe';
import { now as clockNow } from '@/lib/time/clock';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { adminText } from '@/content/admin';
import { adminEnquiriesText } from './adminText';
import { productDocumentsText } from '@/features/documents/pageText';
import type { EnquiriesPage, EnquiryDto, RequestStepDto } from './dto';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { queueWebhookEvent } from '@/features/webhooks/data';
import { enquiries, enquiryLines, requestEvents } from '@/lib/db/schema';
import { countryName } from '@/lib/i18n/countries';
import { ANSWERED_KINDS, REQUEST_KINDS, awaitsAnswer, isRequestKind } from './kinds';
import { requestMessages, type answerSchema } from './adminValidation';
import type { Locale } from '@/lib/i18n/locales';
import { csvDateTime, toCsv } from '@/lib/export/csv';
import { requestedDocumentText } from '@/features/documents/text';
import type { Enquiry as EnquiryInput } from './validation';
import type { EnquiriesQuery } from './adminValidation';
import { paged } from '@/lib/data/ordering';
import { requestDownloads, requestedDocument } from '@/features/documents/data';
import { likePattern } from '@/lib/data/search';
import { writeTransaction } from '@/lib/data/transaction';
import { responseTargetHours } from '@/features/settings/data';
import { preparePdf, withStoredFiles } from '@/lib/data/files';
import { NotFound } from '@/lib/http/handler';
import { absoluteUrl } from '@/lib/seo/site';
import { routesFor } from '@/lib/routing/routes';
import { requestStatusMail } from '@/features/mail/requestStatus';
import { addStep, stepsOf } from './timeline';
import { requestFileLinkPath } from './fileLinks';
import { isBuyerRequestKind } from '@/features/buyers/kinds';
import { queueMail } from '@/lib/mail/notify';
import type { QueuedMail } from '@/lib/mail/queue';
import type { MailMessage } from '@/lib/mail/transport';

import type { EnquiryRecord } from './tables';

export type { EnquiryRecord };

/**
 * Stores a validated enquiry from the contact form, with the language of the page it came from,
 * and, in the same transaction, the mail about it (`mail(row)`): both
 * are kept, or neither.
 */
export async function createEnquiry(
  input: EnquiryInput,
  language: Locale,
  from: SentFrom,
  mail: (enquiry: EnquiryRecord) => MailMessage[] = () => [],
): Promise<{ enquiry: EnquiryRecord; queued: QueuedMail[] }> {
  return getDb().transaction(async (tx) => {
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        name: input.name,
        email: input.email,
        company: input.company ?? '',
        service: input.service,
        message: input.message,
        language,
        ip: from.ip,
        source: from.source,
      })
      .returning();
    await queueWebhookEvent(tx, 'enquiry.created', await readEnquiry(enquiry.id, tx));
    return { enquiry, queued: await queueMail(tx, mail(enquiry)) };
  });
}

// ------------------------------------------------------------------ staff

type EnquiryLineRecord = typeof enquiryLines.$inferSelect;

/** What the status filter keeps: those still waiting for staff's first answer, or a request's status. */
function statusWhere(status: EnquiriesQuery['status']): SQL | undefined {
  if (status === '') return undefined;
  if (status === 'waiting')
    return and(isNull(enquiries.firstAnsweredAt), inArray(enquiries.kind, [...ANSWERED_KINDS]));
  return and(eq(enquiries.status, status), inArray(enquiries.kind, [...REQUEST_KINDS]));
}

/** The kind and status chosen (none: every one) and a search in the name, company, e-mail or reference. */
function enquiriesWhere(query: Pick<EnquiriesQuery, 'q' | 'kind' | 'status'>): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : '';
  return and(
    query.kind ? eq(enquiries.kind, query.kind) : undefined,
    statusWhere(query.status),
    pattern
      ? or(
          ilike(enquiries.name, pattern),
          ilike(enquiries.company, pattern),
          ilike(enquiries.email, pattern),
          ilike(enquiries.reference, pattern),
        )
      : undefined,
  );
}

/** Newest first (spec). */
const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

/** The lines of these enquiries, each enquiry's in the buyer's order. */
async function linesOf(
  ids: number[],
  db: Database | Transaction = getDb(),
): Promise<Map<number, EnquiryLineRecord[]>> {
  const byEnquiry = new Map<number, EnquiryLineRecord[]>();
  if (ids.length === 0) return byEnquiry;
  const rows = await db
    .select()
    .from(enquiryLines)
    .where(inArray(enquiryLines.enquiryId, ids))
    .orderBy(asc(enquiryLines.enquiryId), asc(enquiryLines.position));
  for (const row of rows) byEnquiry.set(row.enquiryId, [...(byEnquiry.get(row.enquiryId) ?? []), row]);
  return byEnquiry;
}

/** An enquiry with what a document request asked for, and the downloads of its link. */
type ListedEnquiry = EnquiryRecord & { document: EnquiryDto['document']; downloads: EnquiryDto['downloads'] };

/** Enquiries as the screen lists them: each row with the document it asked for (or null). */
const selectEnquiries = (db: Database | Transaction = getDb()) =>
  db
    .select({ ...getTableColumns(enquiries), document: requestedDocument, downloads: requestDownloads })
    .from(enquiries);

function enquiryDto(
  row: ListedEnquiry,
  lines: EnquiryLineRecord[] = [],
  steps: RequestStepDto[] = [],
): EnquiryDto {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    destination: row.country ? countryName(row.country, 'en') : '',
    incoterm: row.incoterm,
    deliveryMonth: row.deliveryMonth,
    shippingAddress: row.shippingAddress,
    status: row.status,
    statusNote: row.statusNote,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      unit: line.unit,
      packaging: line.packaging,
    })),
    date: row.createdAt.toISOString(),
    read: row.readAt !== null,
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? null,
    language: row.language,
    source: row.source,
    document: row.document,
    downloads: row.downloads,
    steps,
  };
}

/** One enquiry as the screen shows it, after a change (null: there is none). */
export async function readEnquiry(
  id: number | undefined,
  db: Database | Transaction = getDb(),
): Promise<EnquiryDto | null> {
  if (id === undefined) return null;
  const [row] = await selectEnquiries(db).where(eq(enquiries.id, id));
  if (!row) return null;
  const [lines, steps] = await Promise.all([linesOf([id], db), stepsOf([id], db)]);
  return enquiryDto(row, lines.get(id), steps.get(id));
}

/** Enquiries staff have not marked read (the sidebar's badge). */
export function countUnreadEnquiries(): Promise<number> {
  return getDb().$count(enquiries, isNull(enquiries.readAt));
}

/** One page of the enquiries (of a kind, searched), newest first, and how many are unread in all. */
export async function listEnquiries(query: EnquiriesQuery): Promise<EnquiriesPage> {
  const db = getDb();
  const where = enquiriesWhere(query);
  const [page, unread, targetHours] = await Promise.all([
    paged(
      query,
      (limit, offset) =>
        selectEnquiries()
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
      () => db.$count(enquiries, where),
      (row) => row,
    ),
    countUnreadEnquiries(),
    responseTargetHours(),
  ]);
  const ids = page.items.map((row) => row.id);
  const [lines, steps] = await Promise.all([linesOf(ids), stepsOf(ids)]);
  return {
    ...page,
    items: page.items.map((row) => enquiryDto(row, lines.get(row.id), steps.get(row.id))),
    unread,
    responseTargetHours: targetHours,
  };
}

/** Marks an enquiry read (now) or unread again; null when it does not exist. */
export async function setEnquiryRead(id: number, read: boolean): Promise<EnquiryDto | null> {
  const [row] = await writeTransaction((tx) =>
    tx
      .update(enquiries)
      .set({ readAt: read ? clockNow() : null })
      .where(eq(enquiries.id, id))
      .returning(),
  );
  return readEnquiry(row?.id);
}

/** A status or a shipment given to a kind that has none (a contact-form enquiry, a document request). */
export class NoStatus extends Error {
  constructor() {
    super(requestMessages.noStatus);
    this.name = 'NoStatus';
  }
}

/**
 * Staff answer what a buyer sent, with a note for staff: a reply or a PDF, and for a quote or
 * sample request a new status or a carrier and tracking number, is a step of its timeline, mailed
 * to the buyer in their language in the same transaction (once); the first such step stops the
 * response clock. Answering also marks it read. Null when it does not exist; NoStatus when a
 * status or a shipment is given to a kind that has none.
 */
export async function answerEnquiry(
  id: number,
  input: z.output<typeof answerSchema>,
): Promise<EnquiryDto | null> {
  const uploads = input.file ? [await preparePdf('file', input.file)] : [];
  try {
    const row = await withStoredFiles(uploads, async (tx, [file]) => {
      const [current] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
      if (!current) throw new NotFound();
      const now = clockNow();
      const moved = input.status !== current.status;
      if (!isRequestKind(current.kind) && (moved || input.tracking !== '')) throw new NoStatus();
      // The form shows the last carrier and number: sent back unchanged, they are no new step.
      const [shipment] = await tx
        .select({ carrier: requestEvents.carrier, tracking: requestEvents.tracking })
        .from(requestEvents)
        .where(and(eq(requestEvents.enquiryId, id), ne(requestEvents.tracking, '')))
        .orderBy(desc(requestEvents.id))
        .limit(1);
      const carrier = input.tracking ? input.carrier || 'other' : null;
      const newShipment =
        input.tracking !== '' && (input.tracking !== shipment?.tracking || carrier !== shipment?.carrier);
      const answered = moved || input.reply !== '' || newShipment || file !== undefined;
      const [updated] = await tx
        .update(enquiries)
        .set({
          status: input.status,
          statusNote: input.note,
          readAt: current.readAt ?? now,
          firstAnsweredAt: current.firstAnsweredAt ?? (answered && awaitsAnswer(current.kind) ? now : null),
        })
        .where(eq(enquiries.id, id))
        .returning();
      if (answered) {
        const step = await addStep(tx, {
          enquiryId: id,
          author: 'staff',
          status: moved ? input.status : null,
          message: input.reply,
          carrier: newShipment ? carrier : null,
          tracking: newShipment ? input.tracking : '',
          attachmentFileId: file?.id ?? null,
          createdAt: now,
        });
        // A request whose buyer's data was erased has no address to write to.
        if (updated.email) await queueMail(tx, [requestStatusMail(updated, step, buyerLinks(updated, step))]);
      }
      if (moved) {
        await queueWebhookEvent(tx, 'request.status_changed', {
          previousStatus: current.status,
          request: await readEnquiry(id, tx),
        });
      }
      return updated;
    });
    return readEnquiry(row.id);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * The links a step's mail carries: the buyer's page (for the kinds it lists), and the step's file
 * signed for a week.
 */
function buyerLinks(
  request: Pick<EnquiryRecord, 'kind' | 'language'>,
  step: { id: number; attachmentFileId: number | null },
) {
  return {
    page: isBuyerRequestKind(request.kind) ? absoluteUrl(routesFor(request.language).account()) : null,
    file: step.attachmentFileId === null ? null : absoluteUrl(requestFileLinkPath(step.id)),
  };
}

/**
 * Every enquiry the kind and search select (all pages), newest first, as CSV: one row per product
 * line of a request (its other columns repeated), one row for an enquiry without lines.
 */
export async function enquiriesCsv(query: EnquiriesQuery): Promise<string> {
  const rows = await selectEnquiries()
    .where(enquiriesWhere(query))
    .orderBy(...newestFirst);
  const lines = await linesOf(rows.map((row) => row.id));
  type Record = { enquiry: ListedEnquiry; line?: EnquiryLineRecord };
  const records = rows.flatMap((enquiry): Record[] => {
    const own = lines.get(enquiry.id) ?? [];
    return own.length > 0 ? own.map((line) => ({ enquiry, line })) : [{ enquiry }];
  });
  const t = adminEnquiriesText;
  const ofRequest = (value: (e: EnquiryRecord) => string) => (r: Record) =>
    isRequestKind(r.enquiry.kind) ? value(r.enquiry) : '';
  return toCsv<Record>(
    [
      { header: t.csv.date, value: (r) => csvDateTime(r.enquiry.createdAt) },
      { header: t.csv.kind, value: (r) => t.kinds[r.enquiry.kind] },
      { header: t.csv.reference, value: (r) => r.enquiry.reference ?? '' },
      { header: t.csv.name, value: (r) => r.enquiry.name },
      { header: t.csv.company, value: (r) => r.enquiry.company },
      { header: t.csv.email, value: (r) => r.enquiry.email },
      { header: t.csv.phone, value: (r) => r.enquiry.phone },
      { header: t.csv.service, value: (r) => r.enquiry.service },
      {
        header: t.csv.destination,
        value: (r) => (r.enquiry.country ? countryName(r.enquiry.country, 'en') : ''),
      },
      { header: t.csv.incoterm, value: (r) => r.enquiry.incoterm },
      { header: t.csv.deliveryMonth, value: (r) => r.enquiry.deliveryMonth },
      { header: t.csv.shippingAddress, value: (r) => r.enquiry.shippingAddress },
      { header: t.csv.product, value: (r) => r.line?.productName ?? '' },
      { header: t.csv.quantity, value: (r) => (r.line ? String(r.line.quantity) : '') },
      { header: t.csv.unit, value: (r) => r.line?.unit ?? '' },
      { header: t.csv.packaging, value: (r) => r.line?.packaging ?? '' },
      {
        header: t.csv.document,
        value: (r) =>
          r.enquiry.document ? requestedDocumentText(productDocumentsText, r.enquiry.document) : '',
      },
      { header: t.csv.message, value: (r) => r.enquiry.message },
      { header: t.csv.requestStatus, value: ofRequest((e) => t.statuses[e.status]) },
      { header: t.csv.statusNote, value: ofRequest((e) => e.statusNote) },
      { header: t.csv.status, value: (r) => (r.enquiry.readAt ? t.csvStatus.read : t.csvStatus.unread) },
      { header: t.csv.language, value: (r) => adminText.common.languages[r.enquiry.language] },
      ...sourceCsvColumns<Record>((r) => r.enquiry.source),
    ],
    records,
  );
}
