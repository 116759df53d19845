/**
 * Demo documents (with the demo data: SEED_DEMO), so that the product pages show the feature out of
 * the box: a few seeded products get a public technical data sheet and a safety data sheet sent on
 * request, product 1 a public certificate of analysis for lot KL-2411-07 (the lot lookup's, and
 * the end-to-end tests'), and two certifications their certificate. Each is a small real PDF made here, stored
 * privately like staff's uploads.
 */
import { eq } from 'drizzle-orm';
import { productDocumentsText } from '@/features/documents/pageText';
import { products as productSeeds } from '@/features/products/catalogue';
import type { FileStorage } from '../storage';
import { newStorageKey } from '../storage/keys';
import type { DocumentAccess, DocumentType } from '@/features/documents/validation';
import type { Transaction } from './connect';
import { minimalPdf } from './samplePdf';
import * as t from './schema';

const DEMO_DOCUMENTS: {
  productId: number;
  type: DocumentType;
  revisionDate: string;
  access: DocumentAccess;
  lot?: string;
}[] = [
  ...[1, 5, 9].flatMap((productId) => [
    { productId, type: 'tds' as const, revisionDate: '2026-01-15', access: 'public' as const },
    { productId, type: 'sds' as const, revisionDate: '2025-11-03', access: 'request' as const },
  ]),
  { productId: 1, type: 'coa', revisionDate: '2024-11-20', access: 'public', lot: 'KL-2411-07' },
];

/** Slugs of the seeded certifications (features/products/seed.ts) that get a certificate. */
const DEMO_CERTIFICATES = ['iso-22000', 'halal'];

/** Stores a demo PDF saying `title`, records it, and returns its file's id. */
async function demoPdf(tx: Transaction, storage: FileStorage, written: string[], title: string) {
  const key = newStorageKey('private', 'pdf');
  const bytes = minimalPdf(`${title} (demo)`);
  await storage.save(key, bytes);
  written.push(key);
  const [file] = await tx
    .insert(t.uploadedFiles)
    .values({
      key,
      originalName: `${title}.pdf`,
      mimeType: 'application/pdf',
      size: bytes.byteLength,
      isPublic: false,
    })
    .returning({ id: t.uploadedFiles.id });
  return file.id;
}

/** Adds the demo documents and certificates; the keys written go to `written` (removed if the seed fails). */
export async function seedDemoDocuments(tx: Transaction, storage: FileStorage, written: string[]) {
  const names = new Map(productSeeds.map((p) => [p.id, p.name]));
  for (const seed of DEMO_DOCUMENTS) {
    const title = [names.get(seed.productId), productDocumentsText.types[seed.type], seed.lot]
      .filter(Boolean)
      .join(' - ');
    const fileId = await demoPdf(tx, storage, written, title);
    await tx.insert(t.productDocuments).values({ ...seed, language: 'en', fileId });
  }
  for (const slug of DEMO_CERTIFICATES) {
    const [certification] = await tx
      .select({ name: t.productCertifications.name })
      .from(t.productCertifications)
      .where(eq(t.productCertifications.slug, slug));
    if (!certification) continue;
    const fileId = await demoPdf(tx, storage, written, `${certification.name} certificate`);
    await tx
      .update(t.productCertifications)
      .set({ certificateFileId: fileId })
      .where(eq(t.productCertifications.slug, slug));
  }
}
