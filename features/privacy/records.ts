import 'server-only';
/**
 * What erasing leaves of a person's requests and applications: the rows stay for the books (a
 * request's reference, products, quantities, dates, country and status; an application's position
 * and date), without anything that names them. Used by an erasure on request (./data.ts) and by
 * the retention periods' clean-up (./retention.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/connect';
import { applications, enquiries, requestEvents } from '@/lib/db/schema';
import { privacyText as t } from './adminText';

type EnquiryRow = typeof enquiries.$inferSelect;
type EventRow = typeof requestEvents.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/** How a request names its buyer (their whole name and each part of it, phone, company). */
export function requestIdentifiers(request: Pick<EnquiryRow, 'name' | 'phone' | 'company'>): string[] {
  return [request.name, ...request.name.split(/\s+/), request.phone, request.company];
}

/** How an application names its applicant. */
export function applicationIdentifiers(
  application: Pick<ApplicationRow, 'firstName' | 'lastName' | 'phoneNumber'>,
): string[] {
  const { firstName, lastName, phoneNumber } = application;
  return [`${firstName} ${lastName}`, firstName, lastName, phoneNumber];
}

/** The ones worth blanking out: trimmed, distinct, three characters or more. */
export function identifiersOf(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value.length >= 3))];
}

/**
 * `text` with every identifier of the person (any case, as a whole word: "Rose" goes, "rosemary"
 * stays) replaced by the redaction mark.
 */
export function redact(text: string, identifiers: readonly string[]): string {
  let result = text;
  for (const identifier of [...identifiers].sort((a, b) => b.length - a.length)) {
    const escaped = identifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), t.redacted);
  }
  return result;
}

/** Each identifier as it is written inside a JSON string. */
export function jsonEscaped(identifiers: readonly string[]): string[] {
  return identifiers.map((identifier) => JSON.stringify(identifier).slice(1, -1));
}

/** The same in a JSON value, so that it stays JSON. */
export function redactJson<T>(value: T, identifiers: readonly string[]): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(redact(JSON.stringify(value), jsonEscaped(identifiers))) as T;
}

/**
 * Anonymises requests and their timelines: the buyer's words go, staff's stay with the person's
 * `identifiers` blanked out; the files sent with them are unlinked (the caller removes them).
 */
export async function anonymiseRequests(
  tx: Transaction,
  requests: readonly EnquiryRow[],
  events: readonly EventRow[],
  identifiers: readonly string[],
): Promise<void> {
  for (const request of requests)
    await tx
      .update(enquiries)
      .set({
        name: t.erasedName,
        email: '',
        company: '',
        phone: '',
        message: '',
        shippingAddress: '',
        statusNote: redact(request.statusNote, identifiers),
        ip: null,
      })
      .where(eq(enquiries.id, request.id));
  for (const event of events)
    await tx
      .update(requestEvents)
      .set({
        message: event.author === 'buyer' ? '' : redact(event.message, identifiers),
        attachmentFileId: null,
      })
      .where(eq(requestEvents.id, event.id));
}

/** Anonymises applications; their résumés are unlinked (the caller removes them). */
export async function anonymiseApplications(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(applications)
    .set({
      firstName: t.erasedName,
      lastName: '',
      email: '',
      phoneNumber: '',
      dob: null,
      qualification: '',
      ip: null,
      resumeFileId: null,
    })
    .where(inArray(applications.id, [...ids]));
}
