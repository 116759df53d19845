import 'server-only';
import type { SentFrom } from '@/lib/visits/source';
import { sourceCsvColumns } from '@/lib/visits/describe';
import { queueWebhookEvent } from '@/features/webhooks/data';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { adminText } from '@/content/admin';
import { adminCareerText } from './adminText';
import type { ApplicationDto, ApplicationsPage } from './dto';
import { getDb } from '@/lib/db/client';
import { applications, jobs, uploadedFiles } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { csvDateTime, toCsv } from '@/lib/export/csv';
import type { Application as ApplicationInput } from './validation';
import type { ApplicationsQuery } from './adminValidation';
import { readStoredFile, withStoredFile, type UploadedFile } from '@/lib/data/files';
import { paged } from '@/lib/data/ordering';
import { likePattern } from '@/lib/data/search';
import { queueMail } from '@/lib/mail/notify';
import type { QueuedMail } from '@/lib/mail/queue';
import type { StoredFile } from '@/lib/storage';
import type { MailMessage } from '@/lib/mail/transport';

export type ApplicationRecord = typeof applications.$inferSelect;

export interface StoredApplication {
  application: ApplicationRecord;
  resume: UploadedFile;
}

/** The published job an application is for, or null (unknown or unpublished). */
export async function findOpenJob(id: number) {
  const [job] = await getDb()
    .select({ id: jobs.id, title: jobs.title, titleAr: jobs.titleAr })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.published, true)));
  return job ?? null;
}

/**
 * Stores the résumé privately and the application that points at it, together: if either fails,
 * neither is kept.
 */
export async function createApplication(
  input: Omit<ApplicationInput, 'resume'>,
  job: { id: number; title: string },
  resume: { bytes: Uint8Array; originalName: string; mimeType: string; ext: string },
  language: Locale,
  from: SentFrom,
  mail: (application: ApplicationRecord) => MailMessage[] = () => [],
): Promise<StoredApplication & { queued: QueuedMail[] }> {
  // The résumé, the application and the mail about it are stored together, or not at all.
  return withStoredFile({ ...resume, isPublic: false }, async (tx, file) => {
    const [application] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        position: job.title,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        dob: input.dob,
        qualification: input.qualification,
        resumeFileId: file.id,
        consent: input.consent,
        language,
        ip: from.ip,
        source: from.source,
      })
      .returning();
    // What staff see of it (the résumé stays private: not sent).
    await queueWebhookEvent(tx, 'application.created', applicationDto(application));
    return { application, resume: file, queued: await queueMail(tx, mail(application)) };
  });
}

// ------------------------------------------------------------------ staff

const fullName = sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`;

/** The rows a list query selects: one position (or all), and a search in name or position. */
function applicationsWhere(query: Pick<ApplicationsQuery, 'position' | 'q'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.position) conditions.push(eq(applications.position, query.position));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(fullName, pattern), ilike(applications.position, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function applicationsOrder(sort: ApplicationsQuery['sort']) {
  return sort === 'oldest'
    ? [asc(applications.createdAt), asc(applications.id)]
    : [desc(applications.createdAt), desc(applications.id)];
}

function applicationDto(row: ApplicationRecord): ApplicationDto {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phoneNumber: row.phoneNumber,
    position: row.position,
    date: row.createdAt.toISOString(),
    hasResume: row.resumeFileId !== null,
    language: row.language,
    source: row.source,
  };
}

/** Career › Applications: one page of the filtered, searched, sorted list, and every position. */
export async function listApplications(query: ApplicationsQuery): Promise<ApplicationsPage> {
  const db = getDb();
  const where = applicationsWhere(query);
  const [page, positions] = await Promise.all([
    paged(
      query,
      (limit, offset) =>
        db
          .select()
          .from(applications)
          .where(where)
          .orderBy(...applicationsOrder(query.sort))
          .limit(limit)
          .offset(offset),
      () => db.$count(applications, where),
      applicationDto,
    ),
    db
      .selectDistinct({ position: applications.position })
      .from(applications)
      .orderBy(asc(applications.position)),
  ]);
  return { ...page, positions: positions.map((p) => p.position) };
}

/** Every application the list query selects (all pages), in its order, as CSV. */
export async function applicationsCsv(query: ApplicationsQuery): Promise<string> {
  const rows = await getDb()
    .select({ application: applications, resume: uploadedFiles.originalName })
    .from(applications)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
    .where(applicationsWhere(query))
    .orderBy(...applicationsOrder(query.sort));
  const c = adminCareerText.csv;
  return toCsv<(typeof rows)[number]>(
    [
      { header: c.name, value: ({ application: a }) => `${a.firstName} ${a.lastName}` },
      { header: c.email, value: ({ application: a }) => a.email },
      { header: c.phoneNumber, value: ({ application: a }) => a.phoneNumber },
      { header: c.position, value: ({ application: a }) => a.position },
      { header: c.qualification, value: ({ application: a }) => a.qualification },
      { header: c.dob, value: ({ application: a }) => a.dob ?? '' },
      { header: c.date, value: ({ application: a }) => csvDateTime(a.createdAt) },
      { header: c.resume, value: ({ resume }) => resume ?? '' },
      { header: c.language, value: ({ application: a }) => adminText.common.languages[a.language] },
      ...sourceCsvColumns<(typeof rows)[number]>(({ application: a }) => a.source),
    ],
    rows,
  );
}

export interface Resume {
  /** '{First Last}_Resume.{ext}', the extension of the stored (byte-checked) file. */
  filename: string;
  contentType: string;
  file: StoredFile;
}

/** An application's résumé for staff: null when the application, its file or the bytes are gone. */
export async function readResume(id: number): Promise<Resume | null> {
  const [row] = await getDb()
    .select({ firstName: applications.firstName, lastName: applications.lastName, file: uploadedFiles })
    .from(applications)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
    .where(and(eq(applications.id, id), eq(uploadedFiles.isPublic, false)));
  if (!row) return null;
  const file = await readStoredFile(row.file);
  if (!file) return null;
  const ext = row.file.key.slice(row.file.key.lastIndexOf('.') + 1);
  return {
    filename: adminCareerText.resumeFileName(`${row.firstName} ${row.lastName}`, ext),
    contentType: row.file.mimeType,
    file,
  };
}
