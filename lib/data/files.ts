import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { Database, Transaction } from '../db/connect';
import { retiredFiles, uploadedFiles, type StoredImage } from '../db/schema';
import { documentMessages } from '@/features/documents/messages';
import { FieldRefused } from '../http/problem';
import { ImageRejected, processImage } from '../images/process';
import { routes } from '../routing/routes';
import { getStorage, newStorageKey, type StoredFile } from '../storage';
import { isPdf } from '../storage/fileType';
import type { ImageKind } from '../images/limits';
import { CENTRE, type ImageFocus } from '../images/focus';
import { imageProblemMessage } from '../validation/images';
import type { UploadFile } from '../validation/fields';
import { writeTransaction } from './transaction';

export type UploadedFile = typeof uploadedFiles.$inferSelect;
export type { Transaction };

export interface NewUpload {
  bytes: Uint8Array;
  originalName: string;
  mimeType: string;
  /** Extension decided from the bytes, used in the generated key. */
  ext: string;
  isPublic: boolean;
  width?: number;
  height?: number;
}

/**
 * Stores the bytes under new keys, then records the files and runs `withFiles` in one transaction
 * (e.g. to insert the row that points at them). If anything fails, the bytes are removed again,
 * so no orphan file and no row without its file is left behind.
 */
export async function withStoredFiles<T>(
  uploads: NewUpload[],
  withFiles: (tx: Transaction, files: UploadedFile[]) => Promise<T>,
): Promise<T> {
  const storage = getStorage();
  const keys: string[] = [];
  try {
    for (const upload of uploads) {
      const key = newStorageKey(upload.isPublic ? 'public' : 'private', upload.ext);
      await storage.save(key, upload.bytes);
      keys.push(key);
    }
    return await writeTransaction(async (tx) => {
      const files = uploads.length
        ? await tx
            .insert(uploadedFiles)
            .values(
              uploads.map((upload, i) => ({
                key: keys[i],
                originalName: upload.originalName.slice(0, 255),
                mimeType: upload.mimeType,
                size: upload.bytes.byteLength,
                isPublic: upload.isPublic,
                width: upload.width ?? null,
                height: upload.height ?? null,
              })),
            )
            .returning()
        : [];
      return withFiles(tx, files);
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

export async function withStoredFile<T>(
  upload: NewUpload,
  withFile: (tx: Transaction, file: UploadedFile) => Promise<T>,
): Promise<T> {
  return withStoredFiles([upload], (tx, [file]) => withFile(tx, file));
}

/** An image field's upload, checked and re-encoded; a refusal names the field. */
export async function prepareImage(field: string, file: UploadFile, kind: ImageKind): Promise<NewUpload> {
  try {
    const image = await processImage(new Uint8Array(await file.arrayBuffer()), kind);
    return {
      bytes: image.bytes,
      originalName: file.name,
      mimeType: image.mime,
      ext: image.ext,
      isPublic: true,
      width: image.width,
      height: image.height,
    };
  } catch (error) {
    if (error instanceof ImageRejected)
      throw new FieldRefused(field, imageProblemMessage(error.problem, kind));
    throw error;
  }
}

/** The stored files of a save, by the form field that brought each. */
export type FilesByField = Partial<Record<string, UploadedFile>>;

/** The pictures of a form's `fields` it brings (checked and resized before the transaction). */
export function pictureUploads(fields: readonly string[], kind: ImageKind) {
  return async (input: object): Promise<[string, NewUpload][]> => {
    const prepared: [string, NewUpload][] = [];
    for (const field of fields) {
      const file = (input as Record<string, UploadFile | undefined>)[field];
      // One at a time: each is decoded and resized in memory.
      if (file) prepared.push([field, await prepareImage(field, file, kind)]);
    }
    return prepared;
  };
}

/** Thrown when an upload that must be a PDF is not one by its bytes; `field` is the form's file field. */
export class PdfRejected extends FieldRefused {
  constructor(field: string) {
    super(field, documentMessages.notPdf);
  }
}

/**
 * A document field's upload (a product's document, a certificate), kept privately: a PDF by its
 * bytes, whatever its name or declared type; anything else is refused naming the field.
 */
export async function preparePdf(field: string, file: UploadFile): Promise<NewUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(await isPdf(bytes))) throw new PdfRejected(field);
  return { bytes, originalName: file.name, mimeType: 'application/pdf', ext: 'pdf', isPublic: false };
}

/**
 * Removes the records of files a row no longer points at (a replaced or deleted document), in the
 * transaction of that change; returns their keys, whose bytes `deleteStoredBytes` removes once it
 * has committed. (Bytes left by a crash in between have no record: the clean-up removes them.)
 */
export async function dropFileRecords(
  tx: Transaction,
  ids: (number | null | undefined)[],
): Promise<string[]> {
  const known = ids.filter((id): id is number => typeof id === 'number');
  if (known.length === 0) return [];
  const removed = await tx
    .delete(uploadedFiles)
    .where(inArray(uploadedFiles.id, known))
    .returning({ key: uploadedFiles.key });
  return removed.map((row) => row.key);
}

/** The bytes of files whose records are gone (see dropFileRecords). */
export async function deleteStoredBytes(keys: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * How a stored public image is referenced from a row (`decorative` only when it is; `focus` only
 * when one was chosen: a picture without one is cropped around its centre).
 */
export function imageOf(
  file: UploadedFile,
  alt: string,
  decorative = false,
  focus?: ImageFocus,
): StoredImage {
  return focused(
    described(
      { src: routes.media(file.key), alt, width: file.width ?? undefined, height: file.height ?? undefined },
      alt,
      decorative,
    ),
    focus,
  );
}

/**
 * `image` with the focal point `focus`, or with the one it had when none is given. The centre is
 * stored as no point at all, so a dialog that sends the point a picture already has (or the
 * centre, for one without) leaves the picture as it was: no change in its History or drafts.
 */
function focused(image: StoredImage, focus: ImageFocus | undefined): StoredImage {
  if (!focus) return image;
  const rest = { ...image };
  delete rest.focus;
  return focus.x === CENTRE.x && focus.y === CENTRE.y ? rest : { ...rest, focus: { x: focus.x, y: focus.y } };
}

function described(image: StoredImage, alt: string, decorative: boolean): StoredImage {
  const rest = { ...image };
  delete rest.decorative;
  return decorative ? { ...rest, alt: '', decorative: true } : { ...rest, alt };
}

/**
 * A form's picture: the new upload `file`, or else the one it had (`kept`), described by `alt`
 * (or decorative), with the focal point `focus` when the form sent one: a kept picture keeps its
 * own otherwise, a new upload has none (its centre).
 */
export function imageAfter(
  file: UploadedFile | undefined,
  kept: StoredImage | undefined,
  alt: string,
  decorative = false,
  focus?: ImageFocus,
): StoredImage {
  if (file) return imageOf(file, alt, decorative, focus);
  if (!kept) throw new Error('A picture is required');
  return focused(described(kept, alt, decorative), focus);
}

/** The storage key behind an uploaded image's src; null for the seed artwork under /public. */
export function uploadKeyOf(image: StoredImage | null | undefined): string | null {
  const prefix = routes.media('');
  return image?.src.startsWith(prefix) ? image.src.slice(prefix.length) : null;
}

/** The storage keys of the uploaded pictures a row's data shows (an `image`, a list of `images`). */
export function pictureKeys(data: Record<string, unknown>): string[] {
  const pictures = Object.values(data).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return pictures
    .map((value) =>
      value && typeof value === 'object' && 'src' in value
        ? uploadKeyOf(value as { src: string; alt: string })
        : null,
    )
    .filter((key): key is string => key !== null);
}

/**
 * Retires the pictures a content item no longer shows (replaced, or the item deleted): they stay
 * while a version of the item still shows them, so History and the Trash can bring them back, and
 * the clean-up removes them after (features/history/data.ts). Seed artwork is left alone.
 */
export async function retireImages(images: (StoredImage | null | undefined)[]): Promise<void> {
  await retirePictures(
    getDb(),
    images.map(uploadKeyOf).filter((key): key is string => key !== null),
  );
}

/** Retires the uploaded pictures `keys` (see `retireImages`), in the caller's transaction. */
export async function retirePictures(db: Database | Transaction, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(retiredFiles)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** The pictures `before` showed that `after` does not (replaced by a restore, a draft, a publication). */
export function picturesDropped(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const kept = new Set(pictureKeys(after));
  return pictureKeys(before).filter((key) => !kept.has(key));
}

/**
 * Removes images a row without history no longer uses (the replaced home banner): their records,
 * then their bytes. Seed artwork is left alone. Run after the row's own change has been committed.
 */
export async function deleteImages(images: (StoredImage | null | undefined)[]): Promise<void> {
  const keys = images.map(uploadKeyOf).filter((key): key is string => key !== null);
  if (keys.length === 0) return;
  const removed = await getDb()
    .delete(uploadedFiles)
    .where(and(inArray(uploadedFiles.key, keys), eq(uploadedFiles.isPublic, true)))
    .returning({ key: uploadedFiles.key });
  await Promise.all(removed.map(({ key }) => getStorage().delete(key)));
}

/** A public file by key (what /media serves), or null. */
export async function findPublicFile(key: string): Promise<UploadedFile | null> {
  const [row] = await getDb()
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.isPublic, true)));
  return row ?? null;
}

/** The file's bytes, streamed from the storage; null when they are gone. */
export async function readStoredFile(file: UploadedFile): Promise<StoredFile | null> {
  return getStorage().read(file.key);
}
