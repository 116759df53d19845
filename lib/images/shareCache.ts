/**
 * Share images, rendered once (app/media/share). A crop's address names the picture and the point
 * and never shows other bytes, so each server keeps what it rendered in $DATA_DIR/share-images, as
 * `<upload's file name>@<x>-<y>.jpg`, and serves that from then on. The folder is bounded
 * (SHARE_IMAGES_KEPT files, the oldest removed first), and the clean-up removes the crops of a
 * picture that is gone (sweepShareImages). Nothing there is needed: a crop that is not kept is
 * rendered again, and the route asks the database that its picture is still public before serving
 * one, so a crop whose picture was removed is never given out, even by another server that has not
 * swept it yet.
 *
 * Rendering is CPU work (50–700 ms a picture): at most RENDERS_AT_ONCE run in this process, at most
 * RENDERS_WAITING more wait, and any beyond are refused (SlotsFull: the route answers 503).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect';
import { uploadedFiles } from '../db/platformSchema';
import { dataDir } from '../env';
import { Slots } from '../process/slots';
import type { ImageFocus } from './focus';
import { renderShareImage } from './shareImage';

/** About 50–300 KB each: at most a few hundred MB on disk. */
export const SHARE_IMAGES_KEPT = 1000;
export const RENDERS_AT_ONCE = 2;
export const RENDERS_WAITING = 8;
/** A half-written file older than this was left by a process that died while writing it. */
const STALE_MS = 60 * 60 * 1000;

const KEPT_NAME = /^([0-9a-f-]{36}\.[a-z0-9]{1,8})@[0-9.]+-[0-9.]+\.jpg$/;

const slots = new Slots(RENDERS_AT_ONCE, RENDERS_WAITING);

/** The renders this process made, and how many ran at once at most (for the log and the tests). */
export const shareRenders = { made: 0, running: 0, peak: 0 };

/** The source picture could not be read (the storage is away): not the render's fault. */
export class SourceUnreadable extends Error {
  constructor(readonly reason: unknown) {
    super('The picture could not be read');
  }
}

export function shareImagesDir(): string {
  return path.join(dataDir(), 'share-images');
}

const nameOf = (key: string, focus: ImageFocus) => `${path.basename(key)}@${focus.x}-${focus.y}.jpg`;

/**
 * The share image of the public upload `key` around `focus`: the one kept, or else rendered from
 * `source` (the upload's bytes; null when they are gone, and so is the answer), kept and given.
 * Throws SlotsFull when too many renders are asked for at once, SourceUnreadable when `source` fails.
 */
export async function keptShareImage(
  key: string,
  focus: ImageFocus,
  source: () => Promise<Uint8Array | null>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const dir = shareImagesDir();
  const file = path.join(dir, nameOf(key, focus));
  const kept = await readIfThere(file);
  if (kept) return kept;
  return slots.run(async () => {
    // Rendered by a request that had the slot before this one.
    const meanwhile = await readIfThere(file);
    if (meanwhile) return meanwhile;
    const bytes = await source().catch((error: unknown) => {
      throw new SourceUnreadable(error);
    });
    if (!bytes) return null;
    const jpeg = await counted(() => renderShareImage(bytes, focus));
    await keep(dir, file, jpeg);
    return new Uint8Array(jpeg);
  });
}

async function counted<T>(render: () => Promise<T>): Promise<T> {
  shareRenders.made += 1;
  shareRenders.running += 1;
  shareRenders.peak = Math.max(shareRenders.peak, shareRenders.running);
  try {
    return await render();
  } finally {
    shareRenders.running -= 1;
  }
}

async function readIfThere(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the crop whole (a reader never sees half of it), then removes the oldest beyond the bound. */
async function keep(dir: string, file: string, jpeg: Uint8Array): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o750 });
  const partial = path.join(dir, `.${randomUUID()}.part`);
  await fs.writeFile(partial, jpeg, { mode: 0o640 });
  await fs.rename(partial, file);
  const kept = (await listKept(dir)).filter((entry) => entry.key !== null);
  if (kept.length <= SHARE_IMAGES_KEPT) return;
  kept.sort((a, b) => a.modifiedAt - b.modifiedAt);
  await removeAll(
    dir,
    kept.slice(0, kept.length - SHARE_IMAGES_KEPT).map((entry) => entry.name),
  );
}

interface Entry {
  name: string;
  /** The public upload it was cut from; null for a half-written file. */
  key: string | null;
  modifiedAt: number;
}

async function listKept(dir: string): Promise<Entry[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const entries: Entry[] = [];
  for (const name of names) {
    // Gone since the folder was read (another request's eviction): not listed.
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (!stat?.isFile()) continue;
    const match = KEPT_NAME.exec(name);
    entries.push({ name, key: match ? `public/${match[1]}` : null, modifiedAt: stat.mtimeMs });
  }
  return entries;
}

const removeAll = (dir: string, names: string[]) =>
  Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true })));

/**
 * The clean-up's part (lib/maintenance/housekeeping.ts, in its transaction, after the pictures it
 * removed are gone from `uploaded_files`): removes the kept crops of pictures that are no longer
 * public uploads, and half-written files a dead process left. Returns how many it removed.
 */
export async function sweepShareImages(
  db: Database | Transaction,
  now: number,
  dir = shareImagesDir(),
): Promise<number> {
  const kept = await listKept(dir);
  const keys = [...new Set(kept.flatMap((entry) => (entry.key ? [entry.key] : [])))];
  const live = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: uploadedFiles.key })
            .from(uploadedFiles)
            .where(and(inArray(uploadedFiles.key, keys), eq(uploadedFiles.isPublic, true)))
        ).map((row) => row.key),
  );
  const gone = kept.filter((entry) => (entry.key ? !live.has(entry.key) : entry.modifiedAt < now - STALE_MS));
  await removeAll(
    dir,
    gone.map((entry) => entry.name),
  );
  return gone.length;
}
