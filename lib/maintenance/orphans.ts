/**
 * Files whose upload never completed: the bytes are written before the row that records them is
 * committed, so a process killed in between leaves a file no row points at. This removes such
 * files once they are older than `olderThanMs` (an upload in flight is younger).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { uploadedFiles } from '../db/schema';

export async function removeOrphanFiles(
  db: Pick<Database, 'select'>,
  uploadsRoot: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<string[]> {
  const candidates: string[] = [];
  for (const visibility of ['public', 'private']) {
    const dir = path.join(uploadsRoot, visibility);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs <= now - olderThanMs) candidates.push(`${visibility}/${name}`);
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
  await Promise.all(orphans.map((key) => fs.rm(path.join(uploadsRoot, key), { force: true })));
  return orphans;
}
