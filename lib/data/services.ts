import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { ServiceDto } from '../api/contract';
import { getDb } from '../db/client';
import type { Database, Transaction } from '../db/connect';
import { services } from '../db/schema';
import type { Locale } from '../i18n/locales';
import type * as z from 'zod/mini';
import type { serviceCreateSchema, serviceUpdateSchema } from '../validation/content';
import { cachedReader, expireTags, tags, writeRow, type Cached } from './cache';
import { retireImages, imageOf, prepareImage, withStoredFiles } from './files';
import { nextPosition } from './ordering';
import { imageIn, textIn } from './translated';

export type ServiceRow = typeof services.$inferSelect;
export type Service = Cached<ServiceRow>;

// ------------------------------------------------------------------ public

function serviceIn(locale: Locale, row: ServiceRow): ServiceRow {
  return {
    ...row,
    name: textIn(locale, row.name, row.nameAr),
    description: textIn(locale, row.description, row.descriptionAr),
    image: imageIn(locale, row.image, row.imageAltAr),
  };
}

/** Published services in display order (home 'Our Process' and the Services page). */
export const listPublishedServices = cachedReader(
  'services.published',
  async (locale: Locale) => {
    const rows = await getDb()
      .select()
      .from(services)
      .where(eq(services.published, true))
      .orderBy(asc(services.position), asc(services.id));
    return rows.map((row) => serviceIn(locale, row));
  },
  () => [tags.services],
);

/** Every page that shows services reads them through the reader above. */
export async function invalidateServices(db: Database | Transaction): Promise<void> {
  await expireTags(db, tags.services);
}

// ------------------------------------------------------------------ staff

export function serviceDto(row: ServiceRow): ServiceDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    published: row.published,
    nameAr: row.nameAr,
    descriptionAr: row.descriptionAr,
  };
}

/** Every service, published or not, in display order (a handful: not paged). */
export async function listServices(): Promise<ServiceDto[]> {
  const rows = await getDb().select().from(services).orderBy(asc(services.position), asc(services.id));
  return rows.map(serviceDto);
}

async function findService(id: number): Promise<ServiceRow | null> {
  const [row] = await getDb().select().from(services).where(eq(services.id, id));
  return row ?? null;
}

/** A new service: unpublished (spec), at the end of the list. */
export async function createService(input: z.output<typeof serviceCreateSchema>): Promise<ServiceDto> {
  const upload = await prepareImage('image', input.image!, 'service');
  const row = await withStoredFiles([upload], async (tx, [file]) => {
    const [created] = await tx
      .insert(services)
      .values({
        name: input.name,
        description: input.description,
        image: imageOf(file, input.name),
        nameAr: input.nameAr,
        descriptionAr: input.descriptionAr,
        imageAltAr: input.nameAr,
        published: false,
        position: nextPosition(services),
      })
      .returning();
    await invalidateServices(tx);
    return created;
  });
  return serviceDto(row);
}

/** Changes a service; a new image replaces the old one, whose file is then removed. */
export async function updateService(
  id: number,
  input: z.output<typeof serviceUpdateSchema>,
): Promise<ServiceDto | null> {
  const current = await findService(id);
  if (!current) return null;
  const uploads = input.image ? [await prepareImage('image', input.image, 'service')] : [];
  const row = await withStoredFiles(uploads, async (tx, [file]) => {
    const [updated] = await tx
      .update(services)
      .set({
        name: input.name,
        description: input.description,
        image: file ? imageOf(file, input.name) : { ...current.image, alt: input.name },
        // Left out of the request (undefined): the stored Arabic stays.
        nameAr: input.nameAr,
        descriptionAr: input.descriptionAr,
        imageAltAr: input.nameAr,
        updatedAt: new Date(),
      })
      .where(eq(services.id, id))
      .returning();
    if (updated) await invalidateServices(tx);
    return updated;
  });
  if (!row) return null;
  if (uploads.length) await retireImages([current.image]);
  return serviceDto(row);
}

export async function setServicePublished(id: number, published: boolean): Promise<ServiceDto | null> {
  const row = await writeRow(
    (tx) =>
      tx.update(services).set({ published, updatedAt: new Date() }).where(eq(services.id, id)).returning(),
    (tx) => invalidateServices(tx),
  );
  if (!row) return null;
  return serviceDto(row);
}

export async function deleteService(id: number): Promise<boolean> {
  const row = await writeRow(
    (tx) => tx.delete(services).where(eq(services.id, id)).returning(),
    (tx) => invalidateServices(tx),
  );
  if (!row) return false;
  await retireImages([row.image]);
  return true;
}
