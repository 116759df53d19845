/**
 * Seeds an empty database from content/. Runs in one transaction, so a run killed half-way
 * leaves the database empty and the next start seeds it again. The demo applications come with
 * small real PDF résumés, and a few products and certifications with demo documents
 * (seedDocuments.ts), stored privately in the file storage (removed again if the seed fails).
 */
import { sql } from 'drizzle-orm';
import { blogCategories as blogCategorySeeds, blogPosts as blogPostSeeds } from '@/features/blog/articles';
import { company } from '../../content/company';
import { demoApplications, demoEnquiries } from '../../content/demo';
import { jobs as jobSeeds } from '@/features/careers/openings';
import { newsItems } from '@/features/news/items';
import { productCategories as categorySeeds, products as productSeeds } from '@/features/products/catalogue';
import { services as serviceSeeds } from '@/features/services/pageText';
import type { FileStorage } from '../storage';
import { newStorageKey } from '../storage/keys';
import type { Database } from './connect';
import { minimalPdf } from './samplePdf';
import { seedDemoDocuments } from './seedDocuments';
import { seededSpecification, seedProductLists } from './seedSpecifications';
import * as t from './schema';
import {
  blogCategoryArabic,
  blogPostArabic,
  jobArabic,
  newsArabic,
  productArabic,
  productCategoryArabic,
  serviceArabic,
} from './seedTranslations';

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
    const lists = await seedProductLists(tx);

    const categoryIds = new Map<string, number>();
    for (const [position, c] of categorySeeds.entries()) {
      const [row] = await tx
        .insert(t.productCategories)
        .values({
          slug: c.slug,
          name: c.name,
          blurb: c.blurb,
          image: c.image,
          position,
          ...productCategoryArabic(c),
        })
        .returning({ id: t.productCategories.id });
      categoryIds.set(c.slug, row.id);
    }
    await tx.insert(t.products).values(
      productSeeds.map((p, position) => ({
        id: p.id,
        categoryId: mustGet(categoryIds, p.categorySlug),
        name: p.name,
        details: p.details,
        description1: p.description1,
        description2: p.description2,
        image: p.image,
        images: p.images,
        ...productArabic(p),
        ...seededSpecification(p.id, lists),
        published: true,
        position,
      })),
    );

    await tx
      .insert(t.services)
      .values(
        serviceSeeds.map((s, position) => ({ ...s, ...serviceArabic(position), published: true, position })),
      );

    // The spec dates all three news items alike; creation order makes the first one the newest.
    const seededAt = Date.now();
    await tx.insert(t.news).values(
      newsItems.map((n, index) => ({
        title: n.title,
        caption: n.caption,
        body: n.body.join('\n\n'),
        date: n.date,
        image: n.image,
        ...newsArabic(index),
        isPublished: true,
        createdAt: new Date(seededAt - index * 1000),
      })),
    );

    const jobRows = await tx
      .insert(t.jobs)
      .values(jobSeeds.map((j, position) => ({ ...j, ...jobArabic(position), published: true })))
      .returning({ id: t.jobs.id, title: t.jobs.title });

    const blogCategoryIds = new Map<string, number>();
    for (const [position, c] of blogCategorySeeds.entries()) {
      const [row] = await tx
        .insert(t.blogCategories)
        .values({ slug: c.slug, name: c.name, image: c.image, position, ...blogCategoryArabic(c) })
        .returning({ id: t.blogCategories.id });
      blogCategoryIds.set(c.slug, row.id);
    }
    await tx.insert(t.blogPosts).values(
      blogPostSeeds.map((p) => ({
        id: p.id,
        categoryId: mustGet(blogCategoryIds, p.categorySlug),
        title: p.title,
        teaser: p.teaser,
        body: p.body.join('\n\n'),
        image: p.image,
        ...blogPostArabic(p),
        publishedAt: p.publishedAt,
        published: true,
      })),
    );

    // Rows were inserted with the spec's fixed ids: continue the sequences after them.
    for (const table of ['products', 'blog_posts']) {
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
      );
    }

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

function mustGet(map: Map<string, number>, key: string): number {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed content refers to unknown category "${key}"`);
  return value;
}
