import 'server-only';
/**
 * Personal data on request (GDPR articles 15 and 17, the UAE's PDPL): everything the site holds
 * about one e-mail address — found, exported as a ZIP, or erased in one transaction.
 *
 * The records that name the person (their requests and applications, saved lists, sign-ins) are
 * found by the address (./address.ts). The logs that mention them (e-mail, webhook events, audit
 * entries, the queue's jobs, rate-limit counters) are found by the addresses those records hold.
 * Erasing keeps what the company must keep for its books — a request's reference, products,
 * quantities, dates, country and status; an application's position and date — so counts and charts
 * still add up; the person's name, address, phone, company, free text, IP and files go.
 */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import yazl from 'yazl';
import { may, type Area, type Role } from '@/lib/auth/permissions';
import { recordEvent } from '@/lib/audit/record';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import {
  applications,
  auditEvents,
  buyerLists,
  buyerSessions,
  buyerSignInLinks,
  enquiries,
  enquiryLines,
  erasures,
  outgoingMail,
  rateLimits,
  requestEvents,
  uploadedFiles,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
} from '@/lib/db/schema';
import { backupSettings } from '@/lib/data/backup';
import { deleteStoredBytes, dropFileRecords, readStoredFile, type UploadedFile } from '@/lib/data/files';
import { likePattern } from '@/lib/data/search';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log/logger.cjs';
import { writeErasureLog } from '@/lib/backup/erasureLog';
import { dropTasksLike } from '@/lib/tasks/tasks';
import { now as clockNow } from '@/lib/time/clock';
import { erasureHash, matchKey, sameAddress, type Matching } from './address';
import {
  anonymiseApplications,
  anonymiseRequests,
  applicationIdentifiers,
  identifiersOf,
  jsonEscaped,
  redact,
  redactJson,
  requestIdentifiers,
} from './records';
import { exportReadme, privacyText as t } from './adminText';
import { PERSONAL_DATA_KINDS, type ErasureDto, type PersonalDataDto, type PersonalDataKind } from './dto';

type Executor = Database | Transaction;

/**
 * Who sees which kinds: job applications are HR's as well as the Owner's ('careers'); the rest is
 * the Owner's alone ('privacy').
 */
const KIND_AREAS: Record<PersonalDataKind, Area> = {
  enquiries: 'privacy',
  applications: 'careers',
  buyerLists: 'privacy',
  buyerSignIns: 'privacy',
  mail: 'privacy',
  webhookEvents: 'privacy',
  auditEvents: 'privacy',
};

export function kindsFor(role: Role): PersonalDataKind[] {
  return PERSONAL_DATA_KINDS.filter((kind) => may(role, KIND_AREAS[kind]));
}

/**
 * Whose data: an address, matched as staff search (by mailbox: any case, with or without a +tag)
 * or as a buyer signed in with it (that address).
 */
export interface Person {
  email: string;
  matching: Matching;
}

/** Everything held about one person, as read from the database. */
async function gather(db: Executor, { email, matching }: Person, kinds: readonly PersonalDataKind[]) {
  const key = matchKey(email, matching);
  const same = (column: AnyPgColumn | SQL) => sameAddress(column, key, matching);
  const wanted = (kind: PersonalDataKind) => kinds.includes(kind);
  const none = Promise.resolve([]);

  const [requests, applied, lists, links, sessions] = await inTurn([
    wanted('enquiries')
      ? db.select().from(enquiries).where(same(enquiries.email)).orderBy(asc(enquiries.createdAt))
      : none,
    wanted('applications')
      ? db.select().from(applications).where(same(applications.email)).orderBy(asc(applications.createdAt))
      : none,
    wanted('buyerLists')
      ? db.select().from(buyerLists).where(same(buyerLists.email)).orderBy(asc(buyerLists.createdAt))
      : none,
    wanted('buyerSignIns')
      ? db
          .select({
            id: buyerSignInLinks.id,
            purpose: buyerSignInLinks.purpose,
            createdAt: buyerSignInLinks.createdAt,
            usedAt: buyerSignInLinks.usedAt,
          })
          .from(buyerSignInLinks)
          .where(same(buyerSignInLinks.email))
      : none,
    wanted('buyerSignIns')
      ? db
          .select({
            id: buyerSessions.id,
            createdAt: buyerSessions.createdAt,
            expiresAt: buyerSessions.expiresAt,
          })
          .from(buyerSessions)
          .where(same(buyerSessions.email))
      : none,
  ]);

  const requestIds = requests.map((row) => row.id);
  const [lines, events] = requestIds.length
    ? await inTurn([
        db
          .select()
          .from(enquiryLines)
          .where(inArray(enquiryLines.enquiryId, requestIds))
          .orderBy(asc(enquiryLines.position)),
        db
          .select()
          .from(requestEvents)
          .where(inArray(requestEvents.enquiryId, requestIds))
          .orderBy(asc(requestEvents.createdAt)),
      ])
    : [[], []];

  const fileIds = [
    ...applied.map((row) => row.resumeFileId),
    ...events.map((row) => row.attachmentFileId),
  ].filter((id): id is number => id !== null);
  const files = fileIds.length
    ? await db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds))
    : [];

  // Every way the person is written in what is held: the logs are searched for the addresses, and
  // the person's addresses, names and phones are what an erasure blanks out in them.
  const addresses = identifiersOf([
    key,
    ...requests.map((r) => r.email),
    ...applied.map((a) => a.email),
    ...lists.map((l) => l.email),
  ]);
  const identifiers = identifiersOf([
    ...addresses,
    ...requests.flatMap(requestIdentifiers),
    ...applied.flatMap(applicationIdentifiers),
  ]);
  const mentions = (column: AnyPgColumn | SQL) =>
    or(...addresses.map((address) => ilike(column, likePattern(address))))!;

  const entries = (table: string, ids: number[]) =>
    ids.length
      ? and(eq(auditEvents.entity, table), inArray(auditEvents.entityId, ids.map(String)))
      : undefined;

  const [mail, hooks, audit] = await inTurn([
    wanted('mail')
      ? db
          .select()
          .from(outgoingMail)
          .where(
            or(
              same(outgoingMail.to),
              same(sql`coalesce(${outgoingMail.replyTo}, '')`),
              mentions(outgoingMail.text),
            ),
          )
          .orderBy(asc(outgoingMail.createdAt))
      : none,
    wanted('webhookEvents')
      ? db
          .select()
          .from(webhookEvents)
          .where(mentions(webhookEvents.body))
          .orderBy(asc(webhookEvents.createdAt))
      : none,
    wanted('auditEvents')
      ? db
          .select()
          .from(auditEvents)
          .where(
            or(
              // The trail's record of staff's changes to their requests and applications…
              entries('enquiries', requestIds),
              entries(
                'request_events',
                events.map((event) => event.id),
              ),
              entries(
                'applications',
                applied.map((application) => application.id),
              ),
              // …and any entry that names them (an export's search).
              mentions(auditEvents.summary),
              mentions(sql`coalesce(${auditEvents.before}::text, '')`),
              mentions(sql`coalesce(${auditEvents.after}::text, '')`),
            ),
          )
          .orderBy(asc(auditEvents.at))
      : none,
  ]);

  return {
    key,
    same,
    addresses,
    identifiers,
    requests,
    lines,
    events,
    applied,
    lists,
    links,
    sessions,
    files,
    mail,
    hooks,
    audit,
  };
}

type Held = Awaited<ReturnType<typeof gather>>;

/**
 * The queries' results, run one after the other (drizzle's run when awaited): the erasure reads in
 * its transaction, whose one connection takes one query at a time.
 */
async function inTurn<T extends readonly unknown[]>(
  queries: readonly [...{ [K in keyof T]: PromiseLike<T[K]> }],
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as unknown as T;
}

function fileNames(held: Held, ids: (number | null)[]): string[] {
  return held.files.filter((file) => ids.includes(file.id)).map((file) => file.originalName);
}

/** What the screen shows: each kind's records, newest first, with what each holds of the person. */
export async function findPersonalData(email: string, role: Role): Promise<PersonalDataDto> {
  const held = await gather(getDb(), { email, matching: 'mailbox' }, kindsFor(role));
  const records: Record<PersonalDataKind, PersonalDataDto['groups'][number]['records']> = {
    enquiries: held.requests.map((r) => ({
      id: `enquiry-${r.id}`,
      at: r.createdAt.toISOString(),
      title: t.record.request(t.enquiryKinds[r.kind], r.reference ?? `#${r.id}`),
      details: [r.name, r.email, r.company, r.phone, r.country, r.shippingAddress, r.message].filter(Boolean),
      files: fileNames(
        held,
        held.events.filter((e) => e.enquiryId === r.id).map((e) => e.attachmentFileId),
      ),
    })),
    applications: held.applied.map((a) => ({
      id: `application-${a.id}`,
      at: a.createdAt.toISOString(),
      title: t.record.application(a.position),
      details: [`${a.firstName} ${a.lastName}`, a.email, a.phoneNumber, a.dob ?? '', a.qualification].filter(
        Boolean,
      ),
      files: fileNames(held, [a.resumeFileId]),
    })),
    buyerLists: held.lists.map((l) => ({
      id: `list-${l.id}`,
      at: l.createdAt.toISOString(),
      title: t.record.list(l.name, l.productIds.length),
      details: [l.email],
      files: [],
    })),
    buyerSignIns: [
      ...held.links.map((l) => ({
        id: `link-${l.id}`,
        at: l.createdAt.toISOString(),
        title: t.record.link[l.purpose],
      })),
      ...held.sessions.map((s, i) => ({
        id: `session-${i}`,
        at: s.createdAt.toISOString(),
        title: t.record.session,
      })),
    ].map((record) => ({ ...record, details: [], files: [] })),
    mail: held.mail.map((m) => ({
      id: `mail-${m.id}`,
      at: m.createdAt.toISOString(),
      title: m.subject,
      details: [t.record.mailTo(m.to)],
      files: [],
    })),
    webhookEvents: held.hooks.map((e) => ({
      id: `webhook-${e.id}`,
      at: e.createdAt.toISOString(),
      title: e.type,
      details: [],
      files: [],
    })),
    auditEvents: held.audit.map((e) => ({
      id: `audit-${e.id}`,
      at: e.at.toISOString(),
      title: e.summary || e.kind,
      details: [],
      files: [],
    })),
  };
  const groups = kindsFor(role)
    .map((kind) => ({ kind, records: records[kind].sort((a, b) => b.at.localeCompare(a.at)) }))
    .filter((group) => group.records.length > 0);
  return { email: held.key, groups };
}

// ------------------------------------------------------------------ export

/** The records of each kind as the export's JSON files hold them (readable names, no internal hashes). */
function exportedKinds(held: Held): Record<PersonalDataKind, unknown[]> {
  const file = (id: number | null) => {
    const found = held.files.find((f) => f.id === id);
    return found ? exportedFileName(found) : null;
  };
  return {
    enquiries: held.requests.map((request) => ({
      ...request,
      products: held.lines
        .filter((line) => line.enquiryId === request.id)
        .map(({ productName, quantity, unit, packaging }) => ({ productName, quantity, unit, packaging })),
      timeline: held.events
        .filter((event) => event.enquiryId === request.id)
        .map(({ author, status, message, carrier, tracking, attachmentFileId, createdAt }) => ({
          author,
          status,
          message,
          carrier,
          tracking,
          file: file(attachmentFileId),
          createdAt,
        })),
    })),
    applications: held.applied.map(({ resumeFileId, ...application }) => ({
      ...application,
      resume: file(resumeFileId),
    })),
    buyerLists: held.lists,
    buyerSignIns: [
      ...held.links.map(({ createdAt, usedAt }) => ({ kind: 'sign-in link', createdAt, usedAt })),
      ...held.sessions.map(({ createdAt, expiresAt }) => ({ kind: 'session', createdAt, expiresAt })),
    ],
    mail: held.mail.map(({ to, replyTo, subject, text, sensitive, status, createdAt, sentAt }) => ({
      to,
      replyTo,
      subject,
      text: sensitive ? '' : text,
      status,
      createdAt,
      sentAt,
    })),
    webhookEvents: held.hooks.map(({ type, body, createdAt }) => ({ type, body: parsed(body), createdAt })),
    auditEvents: held.audit.map(({ kind, entity, entityId, summary, at }) => ({
      kind,
      entity,
      entityId,
      summary,
      at,
    })),
  };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function exportedFileName(file: UploadedFile): string {
  return `files/${file.id}-${file.originalName.replace(/[\\/]/g, '_')}`;
}

/** The language to write to the person in: that of their latest request or application. */
function languageOf(held: Held): Locale {
  const latest = [...held.requests, ...held.applied].sort((a, b) => +b.createdAt - +a.createdAt)[0];
  return latest?.language ?? 'en';
}

/** The language the person last wrote to us in: their export's README and its mail are in it. */
export async function languageOfPerson(person: Person): Promise<Locale> {
  return languageOf(await gather(getDb(), person, ['enquiries', 'applications']));
}

export interface PersonalDataExport {
  filename: string;
  zip: Uint8Array;
}

/**
 * One ZIP with a JSON file for each of `kinds`, the files the person sent or was sent, and a short
 * README in their language; recorded in the audit trail without the address. It is made whole
 * before it is sent (a person's files are a few MB at most), so a download cut short leaves no
 * half-written stream behind.
 */
export async function exportPersonalData(
  person: Person,
  kinds: readonly PersonalDataKind[],
  now = clockNow(),
): Promise<PersonalDataExport> {
  const held = await gather(getDb(), person, kinds);
  const zip = new yazl.ZipFile();
  const date = now.toISOString().slice(0, 10);
  zip.addBuffer(Buffer.from(exportReadme[languageOf(held)](held.key, date), 'utf8'), 'README.txt', {
    mtime: now,
  });
  const records = exportedKinds(held);
  for (const kind of kinds)
    zip.addBuffer(Buffer.from(JSON.stringify(records[kind], null, 2), 'utf8'), `${kind}.json`, {
      mtime: now,
    });
  for (const file of held.files) {
    const stored = await readStoredFile(file);
    if (stored)
      zip.addBuffer(Buffer.from(await new Response(stored.stream).arrayBuffer()), exportedFileName(file), {
        mtime: file.createdAt,
      });
  }
  zip.end();
  const bytes = await buffer(zip.outputStream as Readable);
  await recordEvent(getDb(), {
    kind: 'personal_data_export',
    summary: `${held.requests.length + held.applied.length} requests and applications`,
  });
  return { filename: `personal-data-${date}.zip`, zip: new Uint8Array(bytes) };
}

// ------------------------------------------------------------------ erasure

/**
 * Erases or anonymises everything held about the person in one transaction, then removes their
 * files from storage. The audit trail records who erased how much, never whose data it was; the
 * erasure log (lib/backup/erasureLog.ts) a hash of the address, so a restore makes it again.
 */
export async function erasePersonalData(person: Person, db: Database = getDb()): Promise<ErasureDto> {
  const { result, keys } = await db.transaction(async (tx) => {
    const held = await gather(tx, person, PERSONAL_DATA_KINDS);
    const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
    const requestIds = ids(held.requests);
    const applicationIds = ids(held.applied);

    await anonymiseRequests(tx, held.requests, held.events, held.identifiers);
    await anonymiseApplications(tx, applicationIds);
    const keys = await dropFileRecords(
      tx,
      held.files.map((file) => file.id),
    );

    const [lists, links, sessions] = await inTurn([
      tx.delete(buyerLists).where(held.same(buyerLists.email)).returning({ id: buyerLists.id }),
      tx
        .delete(buyerSignInLinks)
        .where(held.same(buyerSignInLinks.email))
        .returning({ id: buyerSignInLinks.id }),
      tx.delete(buyerSessions).where(held.same(buyerSessions.email)).returning({ id: buyerSessions.id }),
    ]);
    if (held.mail.length) await tx.delete(outgoingMail).where(inArray(outgoingMail.id, ids(held.mail)));
    for (const event of held.hooks)
      await tx
        .update(webhookEvents)
        .set({ body: redact(event.body, jsonEscaped(held.identifiers)) })
        .where(eq(webhookEvents.id, event.id));
    if (held.hooks.length)
      await redactAttempts(
        tx,
        held.hooks.map((event) => event.id),
        held.identifiers,
      );
    if (held.audit.length) await tx.execute(sql`SELECT set_config('kinglife.audit_redact', 'on', true)`);
    for (const entry of held.audit)
      await tx
        .update(auditEvents)
        .set({
          summary: redact(entry.summary, held.identifiers),
          before: redactJson(entry.before, held.identifiers),
          after: redactJson(entry.after, held.identifiers),
        })
        .where(eq(auditEvents.id, entry.id));
    if (held.audit.length) await tx.execute(sql`SELECT set_config('kinglife.audit_redact', 'off', true)`);
    // What the site counts and queues by address: a sign-in link's counters and task.
    for (const address of held.addresses) {
      await tx.delete(rateLimits).where(ilike(rateLimits.key, likePattern(address)));
      await dropTasksLike(tx, likePattern(address));
    }

    const erased: ErasureDto['erased'] = {
      enquiries: requestIds.length,
      applications: applicationIds.length,
      buyerLists: lists.length,
      buyerSignIns: links.length + sessions.length,
      mail: held.mail.length,
      webhookEvents: held.hooks.length,
      auditEvents: held.audit.length,
    };
    const result: ErasureDto = { erased, files: keys.length };
    await tx
      .insert(erasures)
      .values({ keyHash: erasureHash(held.key, person.matching), matching: person.matching });
    await recordEvent(tx, {
      kind: 'personal_data_erasure',
      summary: erasureSummary(result),
      after: { ...result },
    });
    return { result, keys };
  });
  await deleteStoredBytes(keys);
  // Beside the backups at once; should the folder refuse, the next scheduled backup writes it.
  await writeErasureLog(db, backupSettings().dir).catch((error: unknown) =>
    log.warn({ err: error }, 'erasure log: not written beside the backups'),
  );
  return result;
}

/** The replies webhook receivers gave about those events, which may echo the person back. */
async function redactAttempts(tx: Transaction, eventIds: string[], identifiers: readonly string[]) {
  const attempts = await tx
    .select({ id: webhookAttempts.id, response: webhookAttempts.response, error: webhookAttempts.error })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
    .where(inArray(webhookDeliveries.eventId, eventIds));
  for (const attempt of attempts)
    await tx
      .update(webhookAttempts)
      .set({ response: redact(attempt.response, identifiers), error: redact(attempt.error, identifiers) })
      .where(eq(webhookAttempts.id, attempt.id));
}

function erasureSummary({ erased, files }: ErasureDto): string {
  const records = Object.values(erased).reduce((sum, n) => sum + (n ?? 0), 0);
  return t.erasedText(records, files);
}
