import 'server-only';
import { jobCollection } from './collection';
import { asc, count, eq, or } from 'drizzle-orm';
import type { JobDto, JobFields } from './dto';
import { getDb } from '@/lib/db/client';
import { applications, jobs } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type * as z from 'zod/mini';
import type { jobSchema } from './adminValidation';
import { asJson, cachedReader, tags, type Cached } from '@/lib/data/cache';
import { draftsOf, withDraft } from '@/features/history/drafts';
import { contentItems } from '@/features/history/lifecycle';
import { translatedRow } from '@/lib/data/translated';
import { storedTexts, textNames, textValues } from '@/lib/validation/texts';
import { jobTexts } from './texts';

export type JobRow = typeof jobs.$inferSelect;
export type Job = Cached<JobRow>;
type JobInput = z.output<typeof jobSchema>;

// ------------------------------------------------------------------ public

const jobIn = (locale: Locale, row: JobRow) => translatedRow(locale, row, textNames(jobTexts));

/** Published openings, oldest first (the order staff created them). */
export const listPublishedJobs = cachedReader(
  'jobs.published',
  async (locale: Locale) => {
    const rows = await getDb().select().from(jobs).where(eq(jobs.published, true)).orderBy(asc(jobs.id));
    return rows.map((row) => jobIn(locale, row));
  },
  () => [tags.jobs],
);

// ------------------------------------------------------------------ staff

function jobDto(row: JobRow, applicationCount: number): JobDto {
  return {
    id: row.id,
    published: row.published,
    applicationCount,
    closeAt: row.closeAt?.toISOString() ?? null,
    ...jobFieldsDto(row),
    ...draftsOf(jobs, row, jobFieldsDto),
  };
}

function jobFieldsDto(row: JobRow): JobFields {
  return textValues(jobTexts, row);
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

const items = contentItems<JobRow, JobDto, JobInput>({
  kind: jobCollection,
  dto: async (row) => jobDto(row, await applicationCountOf(row.id)),
  fields: (input) => storedTexts(jobTexts, input),
  // The form's closing time is the opening's unpublishing time.
  schedule: (input) => ({ ...input, unpublishAt: input.closeAt }),
});

/** A new opening, unpublished until staff publish it (like a new service), or its `publishAt`. */
export const createJob = (input: JobInput) => items.create(input);
/** Save, Publish changes or Save as draft (`asDraft`) of an opening: see saveContent. Its closing time is set either way. */
export const updateJob = items.update;
/**
 * Publishing or unpublishing by hand ends a schedule to publish (it would undo the choice at its
 * time); unpublishing also ends one to close.
 */
export const setJobPublished = items.setPublished;
/** Deletes an opening; its applications stay, with the position title they were made for. */
export const deleteJob = items.remove;

/**
 * The openings as staff see them in preview (lib/auth/preview.ts): read now, never cached, each
 * with its draft; the published ones and `shownId` (the one previewed, published or not).
 */
export async function readJobsPreview(locale: Locale, shownId: number | null): Promise<Job[]> {
  const rows = await getDb()
    .select()
    .from(jobs)
    .where(or(eq(jobs.published, true), eq(jobs.id, shownId ?? 0)))
    .orderBy(asc(jobs.id));
  return rows.map((row) => asJson(jobIn(locale, withDraft(jobs, row))));
}
