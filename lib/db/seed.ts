/**
 * Seeds an empty database from content/. Runs in one transaction, so a run killed half-way
 * leaves the database empty and the next start seeds it again. The demo applications come with
 * small real PDF résumés, and a few products and certifications with demo documents
 * (seedDocuments.ts), stored privately in the file storage (removed again if the seed fails).
 */
import { asc } from 'drizzle-orm';
import { company } from '../../content/company';
import { demoApplications, demoEnquiries } from '../../content/demo';
import { COLLECTIONS } from '../data/collections';
import type { FileStorage } from '../storage';
import { newStorageKey } from '../storage/keys';
import { parentsFirst } from './backupTables';
import type { Database } from './connect';
import { minimalPdf } from './samplePdf';
import { seedDemoDocuments } from './seedDocuments';
import * as t from './schema';

export type SeedOptions =
  | { demo: false }
  | {
      /** Also add demo-only operational data (applications with their résumés, enquiries). */
      demo: true;
      /** Where the app reads uploads from (lib/storage/configured.ts): the demo résumés go there. */
      storage: FileStorage;
    };

/** Returns true when it seeded, false when the database already had content. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const existing = await db.select({ id: t.siteSettings.id }).from(t.siteSettings).limit(1);
  if (existing.length > 0) return false;

  const storage = options.demo ? options.storage : null;
  const written: string[] = [];
  try {
    await seedInTransaction(db, storage, written);
  } catch (error) {
    // Nothing was committed, so no résumé may stay behind without its row.
    await Promise.all(written.map((key) => storage?.delete(key).catch(() => undefined)));
    throw error;
  }
  return true;
}

async function seedInTransaction(db: Database, storage: FileStorage | null, written: string[]) {
  await db.transaction(async (tx) => {
    await tx.insert(t.siteSettings).values({
      id: 1,
      ...company.settings,
      homeBanner: { src: '/artwork/hero.svg', alt: '' },
      // The rows below come with their Arabic: addSeedTranslations has nothing left to do.
      arabicSeededAt: new Date(),
      specsSeededAt: new Date(),
    });
    // Each kind's seed, after the kinds its table refers to (a product after its category).
    const tables = parentsFirst(Object.values(COLLECTIONS).map((collection) => collection.table));
    const collections = Object.values(COLLECTIONS);
    for (const table of tables) await collections.find((c) => c.table === table)?.seed?.(tx);

    if (storage) {
      await tx.insert(t.enquiries).values(
        demoEnquiries.map((e) => ({
          name: e.name,
          email: e.email,
          company: e.company,
          service: e.service,
          message: e.message,
          createdAt: new Date(e.submittedAt),
        })),
      );
      const resumes: { key: string; name: string; bytes: Buffer }[] = [];
      for (const a of demoApplications) {
        const key = newStorageKey('private', 'pdf');
        const bytes = minimalPdf(`${a.firstName} ${a.lastName} - Curriculum vitae`);
        await storage.save(key, bytes);
        written.push(key);
        resumes.push({ key, name: `${a.firstName} ${a.lastName} CV.pdf`, bytes });
      }
      const files = await tx
        .insert(t.uploadedFiles)
        .values(
          resumes.map((r) => ({
            key: r.key,
            originalName: r.name,
            mimeType: 'application/pdf',
            size: r.bytes.byteLength,
            isPublic: false,
          })),
        )
        .returning({ id: t.uploadedFiles.id });
      const jobRows = await tx
        .select({ id: t.jobs.id, title: t.jobs.title })
        .from(t.jobs)
        .orderBy(asc(t.jobs.id));
      await tx.insert(t.applications).values(
        demoApplications.map((a, index) => {
          const job = jobRows[a.jobIndex] ?? jobRows[0];
          return {
            jobId: job.id,
            position: job.title,
            firstName: a.firstName,
            lastName: a.lastName,
            email: a.email,
            phoneNumber: a.phoneNumber,
            dob: a.dob,
            qualification: a.qualification,
            resumeFileId: files[index].id,
            consent: true,
            createdAt: new Date(a.submittedAt),
          };
        }),
      );
      await seedDemoDocuments(tx, storage, written);
    }
  });
}
