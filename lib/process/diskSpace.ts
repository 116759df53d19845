/**
 * The launcher's look at the folders a server writes to (its data folder: the embedded database,
 * local uploads, the mail outbox; the temporary folder): a line in its log when one is nearly
 * full, so an operator hears of it before a save fails. With several servers (DATABASE_URL,
 * STORAGE_URL, Redis) a server keeps nothing there it needs, and serves on regardless.
 */
import fs from 'node:fs/promises';

/** Less room than this is worth a line in the log. */
export const LOW_SPACE_BYTES = 64 * 1024 * 1024;

/** A warning for each folder with less than `minBytes` free (none for a folder that cannot be read). */
export async function lowSpaceWarnings(
  folders: Record<string, string>,
  minBytes = LOW_SPACE_BYTES,
): Promise<string[]> {
  const warnings: string[] = [];
  for (const [name, folder] of Object.entries(folders)) {
    const stats = await fs.statfs(folder).catch(() => undefined);
    if (!stats) continue;
    const free = stats.bavail * stats.bsize;
    if (free < minBytes) {
      warnings.push(
        `[disk] the ${name} (${folder}) has ${(free / 1024 / 1024).toFixed(1)} MB free: free some room there`,
      );
    }
  }
  return warnings;
}
