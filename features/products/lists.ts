import 'server-only';
/**
 * The two lists staff manage for products (Products → Lists): applications (what a product is for)
 * and certifications. Products hold the ids of the options that apply to them; the product page
 * and the finder show the options' names, so a change to a list expires the `product-lists` tag.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { ProductTagDto } from './dto';
import type { ProductListKind } from '@/lib/routing/contentKinds';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { productCertifications, products, uploadedFiles } from '@/lib/db/schema';
import type * as z from 'zod/mini';
import type { productTagSchema } from './validation';
import { expireTags, tags } from '@/lib/data/cache';
import {
  deleteStoredBytes,
  dropFileRecords,
  withStoredFile,
  type NewUpload,
  type UploadedFile,
} from '@/lib/data/files';
import { nextPosition } from '@/lib/data/ordering';
import { writeRow, writeTransaction } from '@/lib/data/transaction';
import { uniqueSlug } from '@/lib/data/slugs';
import { LIST_TABLES, rowsOf, type TagRow } from './published';

async function invalidateLists(db: Database | Transaction): Promise<void> {
  await expireTags(db, tags.productLists);
}

// ------------------------------------------------------------------ staff

function tagDto(row: TagRow, productCount: number, certificate?: UploadedFile): ProductTagDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameAr: row.nameAr,
    productCount,
    certificate: certificate ? { name: certificate.originalName, size: certificate.size } : null,
  };
}

/** The certificates' files of `rows`, by id. */
async function certificatesOf(rows: TagRow[]): Promise<Map<number, UploadedFile>> {
  const ids = rows.map((row) => row.certificateFileId).filter((id): id is number => Boolean(id));
  if (ids.length === 0) return new Map();
  const files = await getDb().select().from(uploadedFiles).where(inArray(uploadedFiles.id, ids));
  return new Map(files.map((file) => [file.id, file]));
}

/** A list with how many products (published or not) use each option, and each certification's certificate. */
export async function listProductTags(kind: ProductListKind): Promise<ProductTagDto[]> {
  const column = products[LIST_TABLES[kind].field];
  const [rows, counts] = await Promise.all([
    rowsOf(kind),
    getDb()
      .select({ id: sql<number>`unnest(${column})`.as('id'), n: count() })
      .from(products)
      .groupBy(sql`1`),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.id), c.n]));
  const certificates = await certificatesOf(rows);
  return rows.map((row) =>
    tagDto(row, countOf.get(row.id) ?? 0, certificates.get(row.certificateFileId ?? 0)),
  );
}

export async function createProductTag(
  kind: ProductListKind,
  input: z.output<typeof productTagSchema>,
): Promise<ProductTagDto> {
  const { table } = LIST_TABLES[kind];
  const taken = new Set((await getDb().select({ slug: table.slug }).from(table)).map((r) => r.slug));
  const row = await writeRow(
    (tx) =>
      tx
        .insert(table)
        .values({
          slug: uniqueSlug(input.name, taken),
          name: input.name,
          nameAr: input.nameAr ?? '',
          position: nextPosition(table),
        })
        .returning(),
    invalidateLists,
  );
  return tagDto(row!, 0);
}

/** Renames an option; its slug (and so the finder's links to it) stays. */
export async function updateProductTag(
  kind: ProductListKind,
  id: number,
  input: z.output<typeof productTagSchema>,
): Promise<ProductTagDto | null> {
  const { table } = LIST_TABLES[kind];
  const row = await writeRow(
    (tx) =>
      tx.update(table).set({ name: input.name, nameAr: input.nameAr }).where(eq(table.id, id)).returning(),
    invalidateLists,
  );
  if (!row) return null;
  return findTag(kind, id);
}

// ------------------------------------------------------------------ certificates

/**
 * Points certification `id` at another certificate file (or none) in `tx`: the file before is
 * dropped (its key returned, for its bytes once committed) and the pages are expired. Null when
 * there is no such certification.
 */
async function swapCertificate(tx: Transaction, id: number, fileId: number | null) {
  const [before] = await tx
    .select({ fileId: productCertifications.certificateFileId })
    .from(productCertifications)
    .where(eq(productCertifications.id, id))
    .for('update');
  if (!before) return null;
  await tx
    .update(productCertifications)
    .set({ certificateFileId: fileId })
    .where(eq(productCertifications.id, id));
  await invalidateLists(tx);
  return dropFileRecords(tx, [before.fileId]);
}

/**
 * Puts a certificate (a PDF: files.ts preparePdf) on a certification, replacing the one before.
 * Null when there is no such certification.
 */
export async function setCertificate(id: number, upload: NewUpload): Promise<ProductTagDto | null> {
  if (!(await getDb().$count(productCertifications, eq(productCertifications.id, id)))) return null;
  const dropped = await withStoredFile(upload, (tx, file) => swapCertificate(tx, id, file.id));
  if (!dropped) return null;
  await deleteStoredBytes(dropped);
  return findTag('certifications', id);
}

/** Takes a certification's certificate off, with its file; null when there is no such certification. */
export async function removeCertificate(id: number): Promise<ProductTagDto | null> {
  const dropped = await writeTransaction((tx) => swapCertificate(tx, id, null));
  if (!dropped) return null;
  await deleteStoredBytes(dropped);
  return findTag('certifications', id);
}

/** A certification's certificate with the certification's English name, for its download; null without one. */
export async function findCertificate(id: number) {
  const [row] = await getDb()
    .select({ name: productCertifications.name, file: uploadedFiles })
    .from(productCertifications)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, productCertifications.certificateFileId))
    .where(eq(productCertifications.id, id));
  return row ?? null;
}

async function findTag(kind: ProductListKind, id: number): Promise<ProductTagDto | null> {
  return (await listProductTags(kind)).find((tag) => tag.id === id) ?? null;
}

/**
 * Deletes an option and takes it off every product that had it (each such product's page and the
 * listing are expired with it).
 */
export async function deleteProductTag(kind: ProductListKind, id: number): Promise<boolean> {
  const { table, field } = LIST_TABLES[kind];
  const column = products[field];
  const dropped = await writeTransaction(async (tx) => {
    const [row]: TagRow[] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) return null;
    const changed = await tx
      .update(products)
      .set({
        [field]: sql`array_remove(${column}, ${id})`,
      })
      .where(sql`${id} = ANY(${column})`)
      .returning({ id: products.id });
    await expireTags(tx, tags.productLists, tags.products, ...changed.map((p) => tags.product(p.id)));
    // A certification's certificate goes with it.
    return dropFileRecords(tx, [row.certificateFileId]);
  });
  if (!dropped) return false;
  await deleteStoredBytes(dropped);
  return true;
}
