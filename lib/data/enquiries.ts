import 'server-only';
import { desc, eq, getTableColumns, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { adminText } from '../../content/admin';
import { adminEnquiriesText } from '../../content/adminEnquiries';
import type { EnquiriesPage, EnquiryDto } from '../api/contract';
import { getDb } from '../db/client';
import { enquiries } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { csvDateTime, toCsv } from '../export/csv';
import type { Enquiry as EnquiryInput } from '../validation/enquiry';
import type { EnquiriesQuery } from '../validation/operations';
import { paged } from './ordering';
import { requestedDocument } from './productDocuments';
import { likePattern } from './search';
import { writeTransaction } from './transaction';
import { queueMail } from '../mail/notify';
import type { QueuedMail } from '../mail/queue';
import type { MailMessage } from '../mail/transport';

export type EnquiryRecord = typeof enquiries.$inferSelect;

/**
 * Stores a validated enquiry from the contact form, with the language of the page it came from,
 * and, in the same transaction, the mail about it (`mail(row)`): both
 * are kept, or neither.
 */
export async function createEnquiry(
  input: EnquiryInput,
  language: Locale,
  ip: string | null,
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
        ip,
      })
      .returning();
    return { enquiry, queued: await queueMail(tx, mail(enquiry)) };
  });
}

// ------------------------------------------------------------------ staff

/** A search in the sender's name, company or e-mail address. */
function enquiriesWhere(query: Pick<EnquiriesQuery, 'q'>): SQL | undefined {
  if (!query.q) return undefined;
  const pattern = likePattern(query.q);
  return or(
    ilike(enquiries.name, pattern),
    ilike(enquiries.company, pattern),
    ilike(enquiries.email, pattern),
  );
}

/** Newest first (spec). */
const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

function enquiryDto(row: EnquiryRecord & { document?: EnquiryDto['document'] }): EnquiryDto {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    service: row.service,
    message: row.message,
    date: row.createdAt.toISOString(),
    read: row.readAt !== null,
    language: row.language,
    document: row.document ?? null,
  };
}

/** Enquiries staff have not marked read (the sidebar's badge). */
export function countUnreadEnquiries(): Promise<number> {
  return getDb().$count(enquiries, isNull(enquiries.readAt));
}

/** One page of the enquiries (searched), newest first, and how many are unread in all. */
export async function listEnquiries(query: EnquiriesQuery): Promise<EnquiriesPage> {
  const db = getDb();
  const where = enquiriesWhere(query);
  const [page, unread] = await Promise.all([
    paged(
      query,
      (limit, offset) =>
        db
          .select({ ...getTableColumns(enquiries), document: requestedDocument })
          .from(enquiries)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
      () => db.$count(enquiries, where),
      enquiryDto,
    ),
    countUnreadEnquiries(),
  ]);
  return { ...page, unread };
}

/** Marks an enquiry read (now) or unread again; null when it does not exist. */
export async function setEnquiryRead(id: number, read: boolean): Promise<EnquiryDto | null> {
  const [row] = await writeTransaction((tx) =>
    tx
      .update(enquiries)
      .set({ readAt: read ? new Date() : null })
      .where(eq(enquiries.id, id))
      .returning(),
  );
  return row ? enquiryDto(row) : null;
}

/** Every enquiry the search selects (all pages), newest first, as CSV. */
export async function enquiriesCsv(query: EnquiriesQuery): Promise<string> {
  const rows = await getDb()
    .select()
    .from(enquiries)
    .where(enquiriesWhere(query))
    .orderBy(...newestFirst);
  const t = adminEnquiriesText;
  return toCsv<EnquiryRecord>(
    [
      { header: t.csv.date, value: (e) => csvDateTime(e.createdAt) },
      { header: t.csv.name, value: (e) => e.name },
      { header: t.csv.company, value: (e) => e.company },
      { header: t.csv.email, value: (e) => e.email },
      { header: t.csv.service, value: (e) => e.service },
      { header: t.csv.message, value: (e) => e.message },
      { header: t.csv.status, value: (e) => (e.readAt ? t.csvStatus.read : t.csvStatus.unread) },
      { header: t.csv.language, value: (e) => adminText.common.languages[e.language] },
    ],
    rows,
  );
}
