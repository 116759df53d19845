import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { applications, jobs } from '../db/schema';
import type { Application as ApplicationInput } from '../validation/application';
import { withStoredFile, type UploadedFile } from './files';

export type ApplicationRecord = typeof applications.$inferSelect;

export interface StoredApplication {
  application: ApplicationRecord;
  resume: UploadedFile;
}

/** The published job an application is for, or null (unknown or unpublished). */
export async function findOpenJob(id: number) {
  const [job] = await getDb()
    .select({ id: jobs.id, title: jobs.title })
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
  ip: string | null,
): Promise<StoredApplication> {
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
        ip,
      })
      .returning();
    return { application, resume: file };
  });
}
