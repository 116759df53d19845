/**
 * Files whose upload never completed: the bytes are written before the row that records them is
 * committed, so a process killed in between leaves a file no row points at. This removes such
 * files once they are older than `olderThanMs` (an upload in flight is younger).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { uploadedFiles } from '../db/platformSchema';
import type { FileStorage } from '../storage';
import { VISIBILITIES } from '../storage/keys';

/** An upload older than this with no row is not in flight any more. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export async function removeOrphanFiles(
  db: Pick<Database, 'select'>,
  storage: FileStorage,
  olderThanMs: number,
  now = Date.now(),
): Promise<string[]> {
  const candidates: string[] = [];
  for (const visibility of VISIBILITIES) {
    for (const file of await storage.list(visibility)) {
      if (file.modifiedAt.getTime() <= now - olderThanMs) candidates.push(file.key);
    }
  }
  if (candidates.length === 0) return [];
  const known = new Set<string>();
  for (let i = 0; i < candidates.length; i += 500) {
    const rows = await db
      .select({ key: uploadedFiles.key })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.key, candidates.slice(i, i + 500)));
    for (const row of rows) known.add(row.key);
  }
  const orphans = candidates.filter((key) => !known.has(key));
  await Promise.all(orphans.map((key) => storage.delete(key)));
  return orphans;
}
