import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import type { JobDto } from '../api/contract';
import { getDb } from '../db/client';
import type { Database, Transaction } from '../db/connect';
import { applications, jobs } from '../db/schema';
import type { Locale } from '../i18n/locales';
import type * as z from 'zod/mini';
import type { jobSchema } from '../validation/operations';
import { cachedReader, expireTags, tags, writeRow, type Cached } from './cache';
import { textIn } from './translated';
import { writeTransaction } from './transaction';

export type JobRow = typeof jobs.$inferSelect;
export type Job = Cached<JobRow>;

// ------------------------------------------------------------------ public

function jobIn(locale: Locale, row: JobRow): JobRow {
  return {
    ...row,
    title: textIn(locale, row.title, row.titleAr),
    experience: textIn(locale, row.experience, row.experienceAr),
    qualification: textIn(locale, row.qualification, row.qualificationAr),
    location: textIn(locale, row.location, row.locationAr),
    description: textIn(locale, row.description, row.descriptionAr),
  };
}

/** Published openings, oldest first (the order staff created them). */
export const listPublishedJobs = cachedReader(
  'jobs.published',
  async (locale: Locale) => {
    const rows = await getDb().select().from(jobs).where(eq(jobs.published, true)).orderBy(asc(jobs.id));
    return rows.map((row) => jobIn(locale, row));
  },
  () => [tags.jobs],
);

export async function invalidateJobs(db: Database | Transaction): Promise<void> {
  await expireTags(db, tags.jobs);
}

// ------------------------------------------------------------------ staff

function jobDto(row: JobRow, applicationCount: number): JobDto {
  return {
    id: row.id,
    title: row.title,
    experience: row.experience,
    qualification: row.qualification,
    location: row.location,
    description: row.description,
    published: row.published,
    applicationCount,
    titleAr: row.titleAr,
    experienceAr: row.experienceAr,
    qualificationAr: row.qualificationAr,
    locationAr: row.locationAr,
    descriptionAr: row.descriptionAr,
  };
}

async function applicationCountOf(jobId: number): Promise<number> {
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return n;
}

/** Every opening, oldest first (spec: create appends), with how many applications it has. */
export async function listJobs(): Promise<JobDto[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.select().from(jobs).orderBy(asc(jobs.id)),
    db.select({ jobId: applications.jobId, n: count() }).from(applications).groupBy(applications.jobId),
  ]);
  const countOf = new Map(counts.map((c) => [c.jobId, c.n]));
  return rows.map((row) => jobDto(row, countOf.get(row.id) ?? 0));
}

/** A new opening, unpublished until staff publish it (like a new service). */
export async function createJob(input: z.output<typeof jobSchema>): Promise<JobDto> {
  const row = await writeTransaction(async (tx) => {
    const [created] = await tx
      .insert(jobs)
      .values({ ...input, published: false })
      .returning();
    await invalidateJobs(tx);
    return created;
  });
  return jobDto(row, 0);
}

/** Arabic fields left out of the request (undefined) keep their stored value. */
export async function updateJob(id: number, input: z.output<typeof jobSchema>): Promise<JobDto | null> {
  const row = await writeRow(
    (tx) =>
      tx
        .update(jobs)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(jobs.id, id))
        .returning(),
    (tx) => invalidateJobs(tx),
  );
  if (!row) return null;
  return jobDto(row, await applicationCountOf(id));
}

export async function setJobPublished(id: number, published: boolean): Promise<JobDto | null> {
  const row = await writeRow(
    (tx) => tx.update(jobs).set({ published, updatedAt: new Date() }).where(eq(jobs.id, id)).returning(),
    (tx) => invalidateJobs(tx),
  );
  if (!row) return null;
  return jobDto(row, await applicationCountOf(id));
}

/** Deletes an opening; its applications stay, with the position title they were made for. */
export async function deleteJob(id: number): Promise<boolean> {
  const row = await writeRow(
    (tx) => tx.delete(jobs).where(eq(jobs.id, id)).returning(),
    (tx) => invalidateJobs(tx),
  );
  if (!row) return false;
  return true;
}
