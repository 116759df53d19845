/**
 * The erasure log beside the backups: every erasure made on request (the `erasures` table, one row
 * each, written in the erasure's own transaction), as a file in BACKUP_DIR and in BACKUP_URL's
 * bucket. An archive made before an erasure still holds the person; restoring it into an empty
 * install cannot read the log from the database it replaces, so the log lives beside the archives
 * and `npm run restore` makes again every erasure newer than the archive (scripts/restore.ts).
 * It names no one: each entry is a hash of the address (features/privacy/address.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database, Transaction } from '../db/connect';
import { erasures } from '../db/platformSchema';
import { ADDRESS_MATCHINGS } from '../text/emailAddresses';

export const ERASURE_LOG = 'erasures.json';

const entrySchema = z.object({
  keyHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  matching: z.enum(ADDRESS_MATCHINGS),
  erasedAt: z.iso.datetime({ offset: true }),
});
const logSchema = z.object({ erasures: z.array(entrySchema) });
export type ErasureEntry = z.infer<typeof entrySchema>;

export async function erasureEntries(db: Database | Transaction): Promise<ErasureEntry[]> {
  const rows = await db
    .select({ keyHash: erasures.keyHash, matching: erasures.matching, erasedAt: erasures.erasedAt })
    .from(erasures)
    .orderBy(asc(erasures.erasedAt), asc(erasures.id));
  return rows.map((row) => ({ ...row, erasedAt: row.erasedAt.toISOString() }));
}

/**
 * Writes the whole log from the table into `dir` (written aside, then renamed: a reader never meets
 * half a file); answers its path. The table holds every erasure, the restored ones included, so
 * each write is complete whichever server makes it.
 */
export async function writeErasureLog(db: Database, dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o750 });
  const file = path.join(dir, ERASURE_LOG);
  const partial = path.join(dir, `.${ERASURE_LOG}.partial`);
  const log = {
    about:
      'Erasures of personal data made on request, each a SHA-256 of the erased address. ' +
      '`npm run restore` makes those newer than the archive again.',
    erasures: await erasureEntries(db),
  };
  await fs.writeFile(partial, `${JSON.stringify(log, null, 1)}\n`, { mode: 0o640 });
  await fs.rename(partial, file);
  return file;
}

/** The log in `file`, or null when there is none; throws, naming the file, when it is not a log. */
export async function readErasureLog(file: string): Promise<ErasureEntry[] | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = logSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not an erasure log: ${parsed.error.issues[0].message}`);
  return parsed.data.erasures;
}

/** Adds the log's entries the table lacks (a restored table is older than the log). */
export async function mergeErasureLog(db: Database, entries: readonly ErasureEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(erasures)
    .values(entries.map((entry) => ({ ...entry, erasedAt: new Date(entry.erasedAt) })))
    .onConflictDoNothing();
}
